/**
 * An ad frame's height follows its content, growing and shrinking: a width change (rotation,
 * resizing, a layout that settles), a font or an image arriving late, anything that changes the
 * height of the HTML inside.
 *
 * The height is written on the frame straight from a ResizeObserver on the content. Its callback
 * runs after layout and before paint, and the browser lays out again before painting, so no
 * painted frame shows a stale height. Going through React state instead re-rendered a task later,
 * after a paint: every change showed a frame or more of a wrong height, and a layout that lasted
 * one frame (a full-page screenshot lays the page out once with the frame 0 px wide, where the
 * content is 685 px tall) left that height on screen with a blank box below the ad.
 *
 * The frames are the console's template previews and the popup ad, written with `srcdoc` (on the reader
 * pages an ad's HTML is in a shadow root instead, in the page's flow: ad-html-content.tsx).
 */

// The tallest an ad's frame grows: the same limit as an ad's shadow root (the server keeps an
// ad's CSS inside its box, and this holds any content to a slot's size, clipped).
import { AD_CONTENT_MAX_HEIGHT } from '@contract/ad-content';

type DocumentListener = (doc: Document) => void;

interface Follower {
  observer: ResizeObserver;
  doc: Document | null;
  listeners: Set<DocumentListener>;
  stop(): void;
}

const followers = new WeakMap<HTMLIFrameElement, Follower>();

/** The content's height: its box, rounded up (no clipped fraction), or what overflows it. */
function contentHeight(doc: Document): number {
  const body = doc.body;
  if (!body) return 0;
  return Math.min(AD_CONTENT_MAX_HEIGHT, Math.max(Math.ceil(body.getBoundingClientRect().height), body.scrollHeight));
}

/**
 * Sizes `frame` to its content from now on (each document it loads), and calls `onDocument` with
 * each of its documents (the current one at once if loaded). Returns what undoes `onDocument`;
 * `stopFollowing` ends the sizing when the frame goes away.
 */
export function followAdFrame(frame: HTMLIFrameElement, onDocument?: DocumentListener): () => void {
  let follower = followers.get(frame);
  if (!follower) {
    const f: Follower = {
      observer: new ResizeObserver(() => {
        if (f.doc) frame.style.height = `${contentHeight(f.doc)}px`;
      }),
      doc: null,
      listeners: new Set(),
      stop: () => {
        frame.removeEventListener('load', wire);
        f.observer.disconnect();
        followers.delete(frame);
      },
    };
    const wire = () => {
      const doc = frame.contentDocument;
      // The initial about:blank before the ad's document, or a document already wired.
      if (!doc || doc.URL === 'about:blank' || doc.readyState === 'loading' || !doc.body || doc === f.doc) return;
      // Its links need no marking here: the server marks them (target, rel) on every write and
      // again whenever it serves the HTML (ad-html.ts), content stored before that rule included.
      f.doc = doc;
      // The observer reports the body's first size after the next layout, before that frame is
      // painted, and the height is written then. Measured here, it laid out the page and the frame
      // inside the first script's task on arrival (64 ms at 4x CPU on an article, all of it in
      // Lighthouse's blocking time), for no earlier paint.
      f.observer.disconnect();
      f.observer.observe(doc.body);
      for (const l of f.listeners) l(doc);
    };
    frame.addEventListener('load', wire);
    followers.set(frame, f);
    follower = f;
  }
  const f = follower;
  if (!onDocument) return () => {};
  f.listeners.add(onDocument);
  if (f.doc) onDocument(f.doc);
  return () => f.listeners.delete(onDocument);
}

/** Ends the sizing of `frame` (it is going away). */
export function stopFollowing(frame: HTMLIFrameElement) {
  followers.get(frame)?.stop();
}
