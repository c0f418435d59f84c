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
import { useEffect, useRef, useState } from 'react';
import { AD_LINK_PROPS } from '../../api/ads';

/**
 * The tallest an ad's frame grows: the server keeps an ad's CSS inside its box (ad-css.ts), and
 * this holds any content (stored before that, or simply too long) to a slot's size, clipped.
 */
export const MAX_AD_FRAME_HEIGHT = 1000;

const FRAME_STYLE = '<style>html,body{margin:0;overflow:hidden;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;}body{display:flow-root}img{max-width:100%;height:auto}</style>';

export function InlineAdFrame({ html, title, onLinkClick }: { html: string; title: string; onLinkClick: () => void }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(120);
  const clicked = useRef(onLinkClick);
  clicked.current = onLinkClick;

  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  // A server-rendered frame may have loaded before React attached onLoad: set it up now.
  useEffect(() => {
    const doc = ref.current?.contentDocument;
    if (doc?.URL === 'about:srcdoc' && doc.readyState === 'complete') onLoad();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration; onLoad reads refs
  }, []);

  const wired = useRef<Document | null>(null);
  const onLoad = () => {
    const doc = ref.current?.contentDocument;
    if (!doc || wired.current === doc) return;
    wired.current = doc;
    // Content stored before the server marked links gets the same attributes here.
    for (const a of doc.querySelectorAll('a[href]')) {
      a.setAttribute('target', AD_LINK_PROPS.target);
      a.setAttribute('rel', AD_LINK_PROPS.rel);
    }
    // Follow the content's height as the frame's width changes (rotation, resizing).
    const resize = () => setHeight(Math.min(MAX_AD_FRAME_HEIGHT, Math.max(60, doc.body.scrollHeight)));
    resize();
    observer.current?.disconnect();
    observer.current = new ResizeObserver(resize);
    observer.current.observe(doc.body);
    doc.addEventListener('click', (e) => {
      if ((e.target as Element | null)?.closest?.('a[href]')) clicked.current();
    });
  };

  return (
    <iframe
      ref={ref}
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={`<!doctype html><html><head><base target="_blank">${FRAME_STYLE}</head><body>${html}</body></html>`}
      onLoad={onLoad}
      style={{ width: '100%', height, border: 0, display: 'block' }}
      referrerPolicy="no-referrer"
    />
  );
}
