/** The administrator token in localStorage `adminToken` (admin-and-api.md §4), where the request helper reads it. */
import { ADMIN_TOKEN_KEY } from '../../api/request';

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  try {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Blocked storage: calls go without the token and the console sends the user to sign in.
  }
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // nothing stored
  }
}
