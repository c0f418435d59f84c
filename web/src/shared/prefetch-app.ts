/**
 * Fetches the app's chunks into the browser's cache once the page has loaded and the main thread
 * is idle, so a reader who reaches for the page waits for no download, and nothing of the app
 * shares the connection with what the page is drawn with (its fonts, its largest image) or is
 * compiled while it is drawn: a prefetch only stores the files; they are compiled when the app
 * is imported (main.tsx). The server lists them in an inert template (page-document.ts).
 */
import { APP_CHUNKS_TEMPLATE_ID } from '@contract/app-chunks';

export function prefetchAppAfterLoad(): void {
  const template = document.getElementById(APP_CHUNKS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const prefetch = () => {
    if (!template.isConnected) return;
    document.head.append(template.content.cloneNode(true));
    template.remove();
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(prefetch, { timeout: 2000 }) : setTimeout(prefetch, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
