/**
 * Every style the console's ad templates write survives the server's CSS allowlist (ad-css.ts)
 * unchanged: the allowlist is what an ad box needs, and the templates are the measure of that.
 */
import { describe, expect, it } from 'vitest';
import { sanitizeAdHtml } from '../../functions/src/services/ad-html.js';
import { AD_TEMPLATES } from '../../web/src/admin/ads/ad-templates.js';

/** Every `style="..."` value in the HTML, in order, without a trailing `;`. */
const styles = (html: string) => [...html.matchAll(/style="([^"]*)"/g)].map((m) => m[1]!.replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"').replace(/;$/, ''));

describe("the console's ad templates and the CSS allowlist", () => {
  it.each(AD_TEMPLATES.map((t) => [t.id, t] as const))('keeps every style of the %s template', (_id, t) => {
    const html = t.build({ headline: 'Headline', text: 'Text', url: 'https://example.com/x', imageUrl: 'https://example.com/a.png' });
    const kept = styles(sanitizeAdHtml(html));
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(styles(html));
  });
});
