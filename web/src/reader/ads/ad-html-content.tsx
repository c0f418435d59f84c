/**
 * An ad's own HTML in a shadow root (contract/ad-content.ts says why, and what keeps it safe). The
 * server writes the root declaratively, so the page draws the ad from its HTML alone; the browser's
 * parser attaches it and leaves the host with no children, which is what this renders in the
 * browser, so hydration matches. Rendered by the app (another page, another language, the list
 * fetched again), the root is attached and written here; written again only when the HTML changes.
 */
import { adContentShadowHtml } from '@contract/ad-content';
import { useCallback } from 'react';

/** The HTML each host's root was last written with (a declarative root: what the server wrote). */
const written = new WeakMap<HTMLElement, string>();

function writeRoot(host: HTMLElement, html: string) {
  if (host.shadowRoot && !written.has(host)) {
    // The server's declarative root, written with the same data the app renders from.
    written.set(host, html);
    return;
  }
  if (written.get(host) === html) return;
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.innerHTML = adContentShadowHtml(html);
  written.set(host, html);
}

/**
 * `hostProps`: attributes of the host (`data-ad-click`, which makes a click on one of its links
 * count: ad-counting.ts). `label` names it for assistive technology ("Sponsored: …").
 */
export function AdHtmlContent({ html, label, hostProps }: { html: string; label: string; hostProps?: Record<string, string | number> }) {
  const ref = useCallback(
    (host: HTMLDivElement | null) => {
      if (host) writeRoot(host, html);
    },
    [html],
  );
  return (
    <div ref={ref} role="group" aria-label={label} data-ad-content="" {...hostProps}>
      {import.meta.env.SSR ? <template {...{ shadowrootmode: 'open' }} dangerouslySetInnerHTML={{ __html: adContentShadowHtml(html) }} /> : null}
    </div>
  );
}
