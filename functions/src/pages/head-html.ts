/**
 * A page's head (head.ts decides it) written as HTML: `renderHead` gives its tags, every value
 * escaped; `applyHead` puts them, and `<html lang dir>`, into the built index.html.
 */
import { textDirection } from '../contract/locale.js';
import { escapeHtml, jsonForScript } from './escape.js';
import type { Head } from './head.js';

/** The head's tags as HTML, one per line, every value escaped (for inside `<head>`). */
export function renderHead(head: Head): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}">`];
  if (head.robots) lines.push(`<meta name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const a of head.alternates) lines.push(`<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`);
  if (head.feed) lines.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`);
  for (const m of head.meta) lines.push(`<meta ${m.attribute}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}">`);
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return lines.join('\n');
}

/**
 * The built index.html (`template`) with this head: `<html lang>` set, the template's own title
 * and description replaced, the rest of the head's tags added before `</head>`.
 */
export function applyHead(template: string, head: Head): string {
  const html = /<html\b[^>]*>/i.exec(template);
  const close = template.search(/<\/head\s*>/i);
  if (!html || close < 0) throw new Error('The page template has no <html> tag or no </head>');
  const attributes = html[0]
    .slice(5, -1)
    .replace(/\s+(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '')
    .trimEnd();
  const withLang = `<html${attributes} lang="${escapeHtml(head.lang)}" dir="${textDirection(head.lang)}">`;
  const before = template.slice(0, close).replace(html[0], () => withLang).replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi, '').replace(/<meta\b[^>]*\bname\s*=\s*["']?description["']?[^>]*>\s*/gi, '');
  return `${before}${renderHead(head)}\n${template.slice(close)}`;
}
