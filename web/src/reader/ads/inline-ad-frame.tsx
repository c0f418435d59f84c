/**
 * Inline ads carry HTML from advertisers. It is rendered in a sandboxed iframe without
 * `allow-scripts`, so nothing in it can run; `allow-same-origin` (safe without scripts) lets this
 * page size the frame to its content and notice link clicks to count them.
 */
import { useEffect, useRef, useState } from 'react';

const FRAME_STYLE = '<style>html,body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;}body{display:flow-root}</style>';

export function InlineAdFrame({ html, title, onLinkClick }: { html: string; title: string; onLinkClick: () => void }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(120);

  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);

  const onLoad = () => {
    const doc = ref.current?.contentDocument;
    if (!doc) return;
    // Follow the content's height as the frame's width changes (rotation, resizing).
    const resize = () => setHeight(Math.max(60, doc.body.scrollHeight));
    resize();
    observer.current?.disconnect();
    observer.current = new ResizeObserver(resize);
    observer.current.observe(doc.body);
    doc.addEventListener('click', (e) => {
      if ((e.target as Element | null)?.closest?.('a[href]')) onLinkClick();
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
      loading="lazy"
      referrerPolicy="no-referrer"
    />
  );
}
