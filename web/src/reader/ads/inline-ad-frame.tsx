/**
 * An ad's own HTML (`content`: inline ads, and any ad made from a console template) comes from
 * advertisers. It is rendered in a sandboxed iframe without `allow-scripts`, written in with
 * `srcdoc`, so under the page's own policy, which runs no inline script either: nothing in it can run: it cannot read this page, its cookies or its storage, submit forms, or
 * navigate the page. `allow-same-origin` (harmless without scripts) lets this page size the frame
 * to its content and notice link clicks to count them. Links open a new tab (`<base target>`,
 * `allow-popups-to-escape-sandbox` so the advertiser's page works normally) with
 * rel="noopener noreferrer sponsored", which the server writes on every link (ad-html.ts).
 *
 * Framed here: the console's preview of unsaved HTML and the popup shown on demand, each written
 * with `srcDoc`, the document adFrameDocument makes (contract/ad-frame-document.ts; those callers
 * build it, so the reader's app does not carry it). The reader pages show an ad's HTML in a shadow
 * root, in the page's flow (ad-html-content.tsx): a frame is a document of its own, which cost a
 * phone's main thread its creation, commit and layout as the page loaded.
 */
import { useEffect, useRef } from 'react';
import { countAdClick } from './ad-counting';
import { followAdFrame, stopFollowing } from './ad-frame-height';

/**
 * The frame's height until its content is measured (the server's render, before the script runs);
 * from then on ad-frame-height.ts sets it, and React never writes it again (the style below never changes).
 */
const FIRST_HEIGHT = 120;
const FRAME_CSS = { width: '100%', height: FIRST_HEIGHT, border: 0, display: 'block' } as const;

/**
 * `frameProps`: attributes of the frame (`data-ad-click`, which makes its links' clicks count:
 * ad-counting.ts listens in each of its documents, the same listener the page's first script adds).
 */
export function InlineAdFrame({ title, frameProps, srcDoc }: { title: string; frameProps?: Record<string, string | number>; srcDoc: string }) {
  const ref = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const frame = ref.current!;
    const off = followAdFrame(frame, (doc) => doc.addEventListener('click', countAdClick));
    return () => {
      off();
      stopFollowing(frame);
    };
  }, []);

  return (
    <iframe
      ref={ref}
      title={title}
      {...frameProps}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={srcDoc}
      style={FRAME_CSS}
      referrerPolicy="no-referrer"
    />
  );
}
