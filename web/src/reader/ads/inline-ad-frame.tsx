/**
 * An ad's own HTML (`content`: inline ads, and any ad made from a console template) comes from
 * advertisers. It is rendered in a sandboxed iframe without `allow-scripts`, under a policy with
 * no script (the frame's document's own, AD_FRAME_CSP, or, written in with `srcdoc`, the page's),
 * so nothing in it can run: it cannot read this page, its cookies or its storage, submit forms, or
 * navigate the page. `allow-same-origin` (harmless without scripts) lets this page size the frame
 * to its content and notice link clicks to count them. Links open a new tab (`<base target>`,
 * `allow-popups-to-escape-sandbox` so the advertiser's page works normally) with
 * rel="noopener noreferrer sponsored", which the server writes on every link (ad-html.ts).
 *
 * On the reader pages the frame loads the ad's document from the site (`src`, contract/ad-frame.ts)
 * lazily: a frame below the fold is not fetched, parsed or laid out until the reader scrolls near
 * it (each one cost a slow phone 60-110 ms of its first seconds, as `srcdoc`, which Chromium never
 * defers). Waiting for an idle page (as tests and crawlers do) does not wait on it. Given
 * `srcDoc` instead (the document adFrameDocument makes, contract/ad-frame-document.ts: the console's preview
 * of unsaved HTML, the popup shown on demand), the frame is written at once; those callers build
 * the document, so the reader's app does not carry it.
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
export function InlineAdFrame({ title, frameProps, ...content }: { title: string; frameProps?: Record<string, string | number> } & ({ srcDoc: string } | { src: string })) {
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
      data-ad-frame=""
      {...frameProps}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      {...('src' in content ? { src: content.src, loading: 'lazy' as const } : content)}
      style={FRAME_CSS}
      referrerPolicy="no-referrer"
    />
  );
}
