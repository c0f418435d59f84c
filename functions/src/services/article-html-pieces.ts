/**
 * Sanitising a long article body a piece at a time, with the event loop free between pieces
 * (issue 22): sanitising 200,000-odd characters in one go held every other request on the
 * instance for 50-80 ms. Both sides use it: a request saving a body (sanitizeArticleHtmlInPieces)
 * and the reader's server render of a stored one (web/src/shared/sanitize.server.ts).
 *
 * The body is cut just before a tag that opens while no element is open, or just after a character
 * reference in text outside every element: there the HTML parser is back in its starting state,
 * nothing open and the text before handed over. Sanitising each
 * piece alone therefore gives exactly what sanitising the whole gives (tests/web/article-html-pieces.test.ts
 * checks it on every demo and at-limit body), and the limits are counted across the pieces, so a
 * body is refused at the same place and with the same message. The cuts are found by the same
 * parser sanitize-html uses (htmlparser2), fed a piece per turn, so any input can be cut, not
 * only HTML that was already sanitised. Sanitising pieces alone is safe whatever the cut anyway:
 * every piece comes out closed and escaped.
 */
import { Parser } from 'htmlparser2';
import type sanitizeHtml from 'sanitize-html';
import { ARTICLE_HTML_LIMITS } from '../contract/admin-articles.js';
import { ARTICLE_HTML_OPTIONS, escapedBreaks, limitCounts, sanitizeCounted, standInStrayLt } from './article-html.js';

/** About how many characters are parsed or sanitised between two turns of the event loop. */
export const PIECE_CHARACTERS = 16_000;

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Thrown inside the parser to stop looking for cuts. */
const STOP = Symbol('stop');

/**
 * Where `html` may be cut: positions of a `<` opening a tag while no element is open, or just after
 * a character reference in text outside every element, at least `size` characters apart. Past the element or nesting limit it stops looking (the rest stays one
 * piece, which sanitising will refuse at its limit): the parser's work per tag grows with nesting.
 */
export async function topLevelCuts(html: string, size = PIECE_CHARACTERS): Promise<number[]> {
  const cuts: number[] = [];
  if (html.length <= size) return cuts;
  const L = ARTICLE_HTML_LIMITS;
  let depth = 0;
  let elements = 0;
  let tagStart = -1;
  let last = 0;
  // The tokenizer gives the tag name's raw position here, before the parser's own work on it
  // (implied ends of open elements, then onopentagname); `start - 1` is the tag's `<`.
  class CutFinder extends Parser {
    override onopentagname(start: number, endIndex: number): void {
      tagStart = start - 1;
      super.onopentagname(start, endIndex);
    }
    // Just after a character reference in text the parser has handed over the text before it and
    // the character, and starts the next text afresh: a long run of text with no tag in it (a
    // stored body of 50,000 `&lt;`) can be cut there.
    override ontextentity(cp: number, endIndex: number): void {
      super.ontextentity(cp, endIndex);
      if (depth === 0 && endIndex - last >= size) cuts.push((last = endIndex));
    }
  }
  const parser = new CutFinder(
    {
      onopentagname: () => {
        // -1: a tag the parser made up (`</p>` or `</br>` with nothing open): not a place to cut.
        const at = tagStart;
        tagStart = -1;
        if (at >= 0 && depth === 0 && at - last >= size) cuts.push((last = at));
        if (++depth > L.depth || ++elements > L.elements) throw STOP;
      },
      onclosetag: () => {
        depth--;
      },
    },
    // sanitize-html's parser options (ARTICLE_HTML_OPTIONS sets none of its own).
    { decodeEntities: true },
  );
  try {
    for (let at = 0; at < html.length; at += size) {
      if (at > 0) await turn();
      parser.write(html.slice(at, at + size));
    }
  } catch (err) {
    if (err !== STOP) throw err;
  }
  return cuts;
}

/** `html` cut at topLevelCuts: the pieces join back to it. */
export async function topLevelPieces(html: string, size = PIECE_CHARACTERS): Promise<string[]> {
  const cuts = await topLevelCuts(html, size);
  return [0, ...cuts].map((from, i) => html.slice(from, cuts[i] ?? html.length));
}

/**
 * What boundedSanitize(html, options, extraElements) gives, sanitised a piece per turn of the
 * event loop; throws the same ArticleHtmlLimitError where it would. `size` is for tests.
 */
export async function sanitizeInPieces(html: string, options: sanitizeHtml.IOptions, extraElements = 0, size = PIECE_CHARACTERS): Promise<string> {
  const counts = limitCounts(extraElements);
  const stood = standInStrayLt(html);
  const out: string[] = [];
  for (const piece of await topLevelPieces(stood.html, size)) {
    await turn();
    out.push(sanitizeCounted(piece, options, counts));
  }
  return stood.restore(out.join(''));
}

/** The stored form of article HTML (sanitizeArticleHtml), sanitised in pieces. */
export async function sanitizeArticleHtmlInPieces(html: string): Promise<string> {
  return (await sanitizeInPieces(html, ARTICLE_HTML_OPTIONS, escapedBreaks(html))).trim();
}
