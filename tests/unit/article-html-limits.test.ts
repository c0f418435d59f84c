/**
 * ARTICLE_HTML_LIMITS in the sanitiser: each limit refuses the body one past it with its own
 * message, the bodies at the limits are accepted, and the 100,000 unclosed tags (seconds
 * of sanitising before) are refused after reading only as far as the depth limit.
 */
import { describe, expect, it } from 'vitest';
import { atLimits, pastLimits, unclosedTags } from '../helpers/hostile-html.js';
import { ARTICLE_HTML_LIMITS as L, ARTICLE_MESSAGES as M } from '../../functions/src/contract/index.js';
import { ArticleHtmlLimitError, sanitizeArticleHtml } from '../../functions/src/services/article-html.js';

function refusal(html: string): ArticleHtmlLimitError {
  try {
    sanitizeArticleHtml(html);
  } catch (err) {
    if (err instanceof ArticleHtmlLimitError) return err;
    throw err;
  }
  throw new Error('accepted');
}

/** CPU time of one call, in milliseconds (not wall time: other processes share this machine). */
function cpuMs(fn: () => unknown): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

describe('article HTML limits', () => {
  it('refuses each kind of body past a limit with that limit in its message', () => {
    expect(refusal(pastLimits.elements())).toMatchObject({ limit: 'elements', message: M.contentTooManyElements(L.elements) });
    expect(refusal(pastLimits.depth())).toMatchObject({ limit: 'depth', message: M.contentTooDeep(L.depth) });
    expect(refusal(pastLimits.textPieces())).toMatchObject({ limit: 'textPieces', message: M.contentTooManyPieces(L.textPieces) });
    expect(refusal(pastLimits.escapedBreaks())).toMatchObject({ limit: 'elements' });
    expect(refusal(pastLimits.embeds())).toMatchObject({ limit: 'embeds', message: M.contentTooManyEmbeds(L.embeds) });
    expect(M.contentTooManyElements(L.elements)).toBe('Content must have at most 5,000 HTML elements (tags): split the article');
  });

  it('counts nesting as the parser sees it: void elements and implied ends do not deepen', () => {
    // <p> ends the open <p>, <li> the open <li>, <br> and <img> hold nothing.
    expect(() => sanitizeArticleHtml('<p>a'.repeat(L.depth * 3))).not.toThrow();
    expect(() => sanitizeArticleHtml(`<ul>${'<li>a'.repeat(L.depth * 3)}</ul>`)).not.toThrow();
    expect(() => sanitizeArticleHtml('<br><img src="https://x.io/a.png">'.repeat(L.depth * 3))).not.toThrow();
    expect(refusal(`${'<div>'.repeat(L.depth)}<span>x</span>`).limit).toBe('depth');
    expect(() => sanitizeArticleHtml(`${'<div>'.repeat(L.depth - 1)}<span>x</span>`)).not.toThrow();
  });

  it('accepts the bodies at the limits, whole', () => {
    for (const [name, body] of Object.entries(atLimits)) {
      const out = sanitizeArticleHtml(body());
      expect(out.length, name).toBeGreaterThan(1000);
    }
    expect(sanitizeArticleHtml(atLimits.embeds()).match(/<iframe /g)).toHaveLength(L.embeds);
  });

  it('reads a `<` that opens nothing as text, escaped, without splitting the text at it', () => {
    expect(sanitizeArticleHtml('<p>1 < 2 <3 <= 4 <<b>x</b> a<</p>')).toBe('<p>1 &lt; 2 &lt;3 &lt;= 4 &lt;<b>x</b> a&lt;</p>');
    expect(sanitizeArticleHtml('<a title="a < b" href="https://x.io/?q=<1">x</a>')).toBe('<a title="a &lt; b" href="https://x.io/?q=&lt;1">x</a>');
    // A body that already holds the stand-in character is parsed as it is (and counted).
    expect(sanitizeArticleHtml('\uFDD0 < x')).toBe('\uFDD0 &lt; x');
    const many = '<'.repeat(300_000);
    expect(sanitizeArticleHtml(many)).toBe('&lt;'.repeat(300_000));
    expect(refusal(`\uFDD0${many.slice(1)}`).limit).toBe('textPieces');
  });

  it('stops the issue\'s 100,000 unclosed tags at the depth limit, having read little of them', () => {
    const body = unclosedTags();
    expect(refusal(body).limit).toBe('depth');
    // Warm the parser, then compare with a body at the depth limit: the refusal reads no further.
    const small = `${'<a>'.repeat(L.depth)}x`;
    sanitizeArticleHtml(small);
    expect(cpuMs(() => refusal(body))).toBeLessThan(cpuMs(() => sanitizeArticleHtml(atLimits.links())));
  });
});
