/**
 * The Templates tab's three HTML snippets (admin-and-api.md §2): "Use Template" fills the ad's
 * `content` from the headline, text, link and image typed so far (placeholders where empty). Inline
 * styles only, no scripts: the server keeps exactly this kind of markup, and the reader site shows
 * it in an isolated frame.
 */
import { isSafeUrl } from '@contract/safe-url';

export interface TemplateValues {
  headline?: string;
  text?: string;
  url?: string | null;
  imageUrl?: string | null;
}

export interface AdTemplate {
  id: 'banner' | 'sidebar' | 'inline';
  name: string;
  description: string;
  build(values: TemplateValues): string;
}

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif";

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function parts(v: TemplateValues) {
  const url = v.url && isSafeUrl(v.url) ? escape(v.url) : null;
  const image = v.imageUrl && isSafeUrl(v.imageUrl) ? escape(v.imageUrl) : null;
  return {
    headline: escape(v.headline?.trim() || 'Your headline in 5-8 words'),
    text: escape(v.text?.trim() || 'Tell readers in 20-40 words what you offer and why it matters to them.'),
    url,
    image,
  };
}

const button = (url: string | null, style: string) => (url ? `<a href="${url}" style="${style}">Learn more</a>` : '');

export const AD_TEMPLATES: readonly AdTemplate[] = [
  {
    id: 'banner',
    name: 'Banner Megaphone',
    description: 'A wide strip for the Sponsored section (728x90).',
    build: (v) => {
      const p = parts(v);
      return (
        `<div style="display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px 20px;max-width:728px;min-height:90px;box-sizing:border-box;padding:14px 20px;border-radius:10px;background:linear-gradient(135deg,#0f172a,#1e3a8a);color:#ffffff;${FONT}">` +
        `<div style="flex:1 1 260px;min-width:0"><strong style="display:block;font-size:18px;line-height:1.3">${p.headline}</strong>` +
        `<span style="display:block;margin-top:4px;font-size:14px;line-height:1.45;color:#e2e8f0">${p.text}</span></div>` +
        button(p.url, 'flex:none;padding:10px 18px;border-radius:8px;background:#fbbf24;color:#111827;font-weight:700;font-size:14px;text-decoration:none') +
        `</div>`
      );
    },
  },
  {
    id: 'sidebar',
    name: 'Sidebar Widget',
    description: 'A card for the right-hand column (300x250).',
    build: (v) => {
      const p = parts(v);
      return (
        `<div style="max-width:300px;box-sizing:border-box;padding:18px;border:1px solid #e2e8f0;border-radius:12px;background:#ffffff;color:#0f172a;text-align:center;${FONT}">` +
        (p.image ? `<img src="${p.image}" alt="" style="display:block;width:100%;height:auto;border-radius:8px;margin:0 0 12px">` : '') +
        `<h3 style="margin:0 0 8px;font-size:18px;line-height:1.3">${p.headline}</h3>` +
        `<p style="margin:0 0 14px;font-size:14px;line-height:1.5;color:#475569">${p.text}</p>` +
        button(p.url, 'display:block;padding:10px 14px;border-radius:8px;background:#0f766e;color:#ffffff;font-weight:700;font-size:14px;text-decoration:none') +
        `</div>`
      );
    },
  },
  {
    id: 'inline',
    name: 'Inline Article Megaphone',
    description: 'A block that sits between paragraphs of an article.',
    build: (v) => {
      const p = parts(v);
      return (
        `<div style="border:1px solid #e2e8f0;border-left:4px solid #7c3aed;border-radius:10px;padding:16px 20px;background:#f8fafc;color:#0f172a;max-width:640px;${FONT}">` +
        `<h3 style="margin:0 0 6px;font-size:18px;line-height:1.3">${p.headline}</h3>` +
        `<p style="margin:0 0 12px;font-size:15px;line-height:1.55">${p.text}</p>` +
        button(p.url, 'display:inline-block;padding:8px 14px;border-radius:8px;background:#7c3aed;color:#ffffff;font-weight:600;font-size:14px;text-decoration:none') +
        `</div>`
      );
    },
  },
];
