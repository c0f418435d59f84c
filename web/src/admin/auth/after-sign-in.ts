/**
 * A sign-in (the login, an accepted invitation) lands on the console's landing screen, telling it
 * so in the navigation state: right after signing in, a translator goes on to "My translations"
 * (my-translations/home-route.tsx).
 */
import type { NavigateFunction } from 'react-router-dom';

interface LandingState {
  signedIn?: boolean;
}

/** Opens the landing screen after a sign-in, replacing the screen that signed in. */
export function landAfterSignIn(navigate: NavigateFunction): void {
  navigate('/admin', { replace: true, state: { signedIn: true } satisfies LandingState });
}

/** Whether the landing screen was opened by a sign-in (its location's state). */
export function followsSignIn(state: unknown): boolean {
  return (state as LandingState | null)?.signedIn === true;
}
