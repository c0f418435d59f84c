/**
 * Long bodies are sanitised piece by piece, with the event loop free between pieces (issue 22: one
 * body held every other request for its whole sanitising), by the reader's server render and by
 * every request that saves a body. What readers get and what is stored must not change: for
 * every demo article (in every language it is written in), the costliest bodies the write limits
 * accept, the bodies past them and HTML that tests the parser's corners, the result is exactly
 * what sanitising the body in one go gives (or the same refusal), and a long body is really cut
 * in several pieces.
 */
import { describe, expect, it } from 'vitest';
import { demoArticles } from '../../emulators/seed/index.js';
import { ARTICLE_HTML_OPTIONS, boundedSanitize, escapedBreaks, sanitizeArticleHtml } from '../../functions/src/services/article-html.js';
import { sanitizeArticleHtmlInPieces, sanitizeInPieces as sanitizeBodyInPieces, topLevelPieces } from '../../functions/src/services/article-html-pieces.js';
import { atLimits, pastLimits } from '../helpers/hostile-html.js';
import { articleHtml, prepareArticleHtml, sanitizeInPieces } from '../../web/src/shared/sanitize.server.js';

const stored = (html: string) => sanitizeArticleHtml(html);

describe('article HTML prepared in pieces for the server render', () => {
  const bodies: [string, string][] = [
    ...demoArticles.flatMap((a) => Object.entries(a.translations ?? {}).map(([code, t]) => [`${a.slug} (${code})`, (t as { content: string }).content] as [string, string])),
    ...Object.entries(atLimits).map(([name, f]) => [`at limit: ${name}`, stored(f())] as [string, string]),
    ['long body of paragraphs and a list', stored(Array.from({ length: 400 }, (_, i) => `<h2>Part ${i}</h2><p>Text <a href="https://example.com/${i}">link</a> and <img src="/media/x.png" alt="x"></p><ol><li>a</li><li>b</li></ol>`).join('\\n'))],
  ];

  it('covers the demo articles and long bodies', async () => {
    expect(bodies.length).toBeGreaterThan(10);
    const cut = await Promise.all(bodies.map(async ([, b]) => (await topLevelPieces(b)).length));
    expect(cut.filter((n) => n > 3).length).toBeGreaterThan(2);
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

  it('cuts only where no element is open, and joins back to the body', async () => {
    const body = stored('<p>a</p>'.repeat(2000) + '<ul>' + '<li>x</li>'.repeat(2000) + '</ul><p>end</p>');
    const pieces = await topLevelPieces(body);
    expect(pieces.join('')).toBe(body);
    expect(pieces.length).toBeGreaterThan(2);
    for (const p of pieces) expect(p.split('<ul>').length).toBe(p.split('</ul>').length);
  });
});

/** The outcome of a sanitiser: its HTML, or the message it refused the body with. */
async function outcome(run: () => string | Promise<string>): Promise<string> {
  try {
    return await run();
  } catch (err) {
    return `refused: ${(err as Error).message}`;
  }
}

describe('article HTML sanitised in pieces when a request saves it', () => {
  // What editors, API clients and models send: not sanitised yet, and anything HTML allows.
  const corners = [
    '<p>one<p>two<div>implied ends</div><ul><li>a<li>b</ul>',
    '</p><p>stray end tags</b></br><br/>',
    '<!-- a comment <p> that looks open --><p>after</p><!doctype html><?xml x?>',
    '<script>if (a < b) document.write("<p>")</script><style>p{}</style><p>kept</p>',
    '<textarea><p>raw</p></textarea><title><b>t</b></title><option><b>o</b></option>',
    '<a href="https://x.io/?a=1&b=2" title="a > b">quoted &gt;</a>',
    'text &amp &lt;tag&gt; &copy <b>bold &#60;</b> 1 < 2 <3 a<',
    '<svg><p>foreign</p></svg><math><mi>x</mi></math><p>back</p>',
    '<img src="https://x.io/a.png"><img src=javascript:alert(1)><iframe src="https://www.youtube.com/embed/x"></iframe>',
    '<table><tr><td>cell<td>cell</table><h2 onclick="x()">Heading</h2>\\n<p>break</p>',
    '<P CLASS="x">Upper</P><A HREF="https://x.io">link</A><b\tid=1>tab</b>',
    '<a<b>odd name</a<b><p>unclosed at the end',
    '&notit; &notin; &amp &ampx &#60; &#x3c &copy;text &unknown; a&lt;b',
  ];
  const messy = corners.join('').repeat(40);
  const bodies: [string, string][] = [
    ...demoArticles.flatMap((a) => Object.entries(a.translations ?? {}).map(([code, t]) => [`${a.slug} (${code})`, (t as { content: string }).content] as [string, string])),
    ...Object.entries(atLimits).map(([name, f]) => [`at limit: ${name}`, f()] as [string, string]),
    ...Object.entries(pastLimits).map(([name, f]) => [`past limit: ${name}`, f()] as [string, string]),
    ...corners.map((c, i) => [`corner ${i + 1}`, c.repeat(30)] as [string, string]),
    ['all corners, again and again', messy],
    ['the limit reached in a later piece', '<p>x</p>'.repeat(3000) + '<b>'.repeat(200)],
  ];

  it.each(bodies)('%s: stored exactly as sanitising it in one go stores it (or refused alike)', async (_name, body) => {
    expect(await outcome(() => sanitizeArticleHtmlInPieces(body))).toBe(await outcome(() => sanitizeArticleHtml(body)));
  });

  it.each(corners.map((c, i) => [i + 1, c] as const))('corner %i: the same even when cut before every top-level tag', async (_n, corner) => {
    const body = corner.repeat(5);
    const oneGo = await outcome(() => boundedSanitize(body, ARTICLE_HTML_OPTIONS, escapedBreaks(body)));
    for (const size of [1, 7, 50]) {
      expect(await outcome(() => sanitizeBodyInPieces(body, ARTICLE_HTML_OPTIONS, escapedBreaks(body), size))).toBe(oneGo);
    }
  });

  it('cuts a long run of text with no tag in it after its character references', async () => {
    const text = 'a &lt; b '.repeat(50_000);
    const pieces = await topLevelPieces(text);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(text);
    expect(await sanitizeArticleHtmlInPieces(text.slice(0, 100_000))).toBe(sanitizeArticleHtml(text.slice(0, 100_000)));
  });

  it('cuts a long body that was never sanitised into several pieces that join back to it', async () => {
    const pieces = await topLevelPieces(messy, 2_000);
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(messy);
  });
});
