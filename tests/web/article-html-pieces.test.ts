/**
 * The reader's server render sanitises a long body piece by piece before rendering it, with the
 * event loop free between pieces (issue 22: one body held every other request for its whole
 * sanitising). What readers get must not change: for every demo article (in every language it is
 * written in) and for the costliest bodies the write limits accept, the prepared HTML is exactly
 * what sanitising the body in one go gives, and a long body is really cut in several pieces.
 */
import { describe, expect, it } from 'vitest';
import { demoArticles } from '../../emulators/seed/index.js';
import { sanitizeArticleHtml } from '../../functions/src/services/article-html.js';
import { atLimits } from '../helpers/hostile-html.js';
import { articleHtml, prepareArticleHtml, sanitizeInPieces, topLevelPieces } from '../../web/src/shared/sanitize.server.js';

const stored = (html: string) => sanitizeArticleHtml(html);

describe('article HTML prepared in pieces for the server render', () => {
  const bodies: [string, string][] = [
    ...demoArticles.flatMap((a) => Object.entries(a.translations ?? {}).map(([code, t]) => [`${a.slug} (${code})`, (t as { content: string }).content] as [string, string])),
    ...Object.entries(atLimits).map(([name, f]) => [`at limit: ${name}`, stored(f())] as [string, string]),
    ['long body of paragraphs and a list', stored(Array.from({ length: 400 }, (_, i) => `<h2>Part ${i}</h2><p>Text <a href="https://example.com/${i}">link</a> and <img src="/media/x.png" alt="x"></p><ol><li>a</li><li>b</li></ol>`).join('\\n'))],
  ];

  it('covers the demo articles and long bodies', () => {
    expect(bodies.length).toBeGreaterThan(10);
    expect(bodies.filter(([, b]) => topLevelPieces(b).length > 3).length).toBeGreaterThan(2);
  });

  it.each(bodies)('%s: the same HTML as sanitising it in one go', async (_name, body) => {
    const inPieces = await sanitizeInPieces(body);
    if (inPieces === null) {
      // Past the render's limits as a whole (50,000 stored `&lt;` are as many text pieces): the
      // render shows its text alone, prepared or not.
      await prepareArticleHtml(body);
      expect(articleHtml(body)).toBe(`<p>${body}</p>`);
      return;
    }
    expect(inPieces).toBe(articleHtml(body));
    // And what the render then uses is that prepared result.
    await prepareArticleHtml(body);
    expect(articleHtml(body)).toBe(inPieces);
  });

  it('cuts only where no element is open, and joins back to the body', () => {
    const body = stored('<p>a</p>'.repeat(2000) + '<ul>' + '<li>x</li>'.repeat(2000) + '</ul><p>end</p>');
    const pieces = topLevelPieces(body);
    expect(pieces.join('')).toBe(body);
    expect(pieces.length).toBeGreaterThan(2);
    for (const p of pieces) expect(p.split('<ul>').length).toBe(p.split('</ul>').length);
  });
});
