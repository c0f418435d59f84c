/**
 * An ad's own HTML (`content`: inline ads, and any ad made from a console template) comes from
 * advertisers. It is rendered in a sandboxed iframe without `allow-scripts`, and the frame
 * inherits the page's Content-Security-Policy (no inline script), so nothing in it can run: it
 * cannot read this page, its cookies or its storage, submit forms, or navigate the page.
 * `allow-same-origin` (harmless without scripts) lets this page size the frame to its content,
 * mark its links and notice link clicks to count them. Links open a new tab (`<base target>`,
 * `allow-popups-to-escape-sandbox` so the advertiser's page works normally) with
 * rel="noopener noreferrer sponsored", as the server also writes them. Not lazy-loaded: the HTML is
 * already here, and a lazy frame below the fold never reports itself loaded, which waiting for an
 * idle page (as tests and crawlers do) would wait on.
 */
import { useEffect, useRef } from 'react';
import { countAdClick } from './ad-counting';
import { followAdFrame, stopFollowing } from './ad-frame-height';

const FRAME_STYLE = '<style>html,body{margin:0;overflow:hidden;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;}body{display:flow-root}img{max-width:100%;height:auto}</style>';

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
export function InlineAdFrame({ html, title, frameProps }: { html: string; title: string; frameProps?: Record<string, string | number> }) {
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
      srcDoc={`<!doctype html><html><head><base target="_blank">${FRAME_STYLE}</head><body>${html}</body></html>`}
      style={FRAME_CSS}
      referrerPolicy="no-referrer"
    />
  );
}
