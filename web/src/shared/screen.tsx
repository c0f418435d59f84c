/**
 * A screen in a chunk of its own that can also be loaded before React renders: a server-rendered
 * page loads its screen's chunk first, so the render that hydrates it has the screen at once (a
 * lazy component would suspend and show its fallback instead of what the server sent).
 */
import { lazy, useState, type ComponentType } from 'react';

export type LoadableScreen<P extends object = object> = ComponentType<P> & { preload(): Promise<void> };

export function loadableScreen<P extends object = object>(load: () => Promise<ComponentType<P>>): LoadableScreen<P> {
  let loaded: ComponentType<P> | undefined;
  const get = async () => (loaded ??= await load());
  const Lazy = lazy(async () => ({ default: await get() }));
  function Screen(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the screen.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload: async () => void (await get()) });
}
