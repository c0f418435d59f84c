/**
 * A screen in a chunk of its own that can also be loaded before React renders: a server-rendered
 * page loads its screen's chunk first, so the render that hydrates it has the screen at once (a
 * lazy component would suspend and show its fallback instead of what the server sent).
 */
import { lazy, useState, type ComponentType } from 'react';

export type LoadableScreen = ComponentType & { preload(): Promise<void> };

export function loadableScreen(load: () => Promise<ComponentType>): LoadableScreen {
  let loaded: ComponentType | undefined;
  const get = async () => (loaded ??= await load());
  const Lazy = lazy(async () => ({ default: await get() }));
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(Screen, { preload: async () => void (await get()) });
}
