/**
 * Article bodies at and past ARTICLE_HTML_LIMITS, within the 300,000-character field limit: the
 * issue's 100,000 unclosed tags, and the costliest bodies the limits still accept.
 */
import { ARTICLE_HTML_LIMITS as L, TEXT_LIMITS } from '../../functions/src/contract/index.js';

const fits = (html: string) => {
  if (html.length > TEXT_LIMITS.content) throw new Error(`test body of ${html.length} characters is over the field limit`);
  return html;
};

/** The body: 100,000 unclosed <a> (300,000 characters). */
export const unclosedTags = () => fits('<a>'.repeat(100_000));

/** Bodies past one limit each. */
export const pastLimits = {
  elements: () => fits('<p>x</p>'.repeat(L.elements + 1)),
  depth: () => fits(`${'<b>'.repeat(L.depth + 1)}x${'</b>'.repeat(L.depth + 1)}`),
  textPieces: () => fits('&amp;'.repeat(L.textPieces + 1)),
  // Escaped line breaks become <br> in the reader: they count as elements.
  escapedBreaks: () => fits('<p>x</p>' + '\\n'.repeat(L.elements)),
  unclosed: unclosedTags,
  embeds: () => fits('<iframe src="https://www.youtube.com/embed/x"></iframe>'.repeat(L.embeds + 1)),
};

/** Bodies at the limits, each the costliest of its kind that is still accepted. */
export const atLimits = {
  /** Embeds (each URL checked against the allowed hosts), as many as the element limit allows. */
  embeds: () => fits('<iframe src="https://www.youtube.com/embed/x"></iframe>'.repeat(L.embeds) + '<img src="https://example.com/a.png" alt="a">'.repeat(L.elements - L.embeds)),
  /** Links with attributes. */
  links: () => fits('<a href="https://example.com/p" title="t">y</a>'.repeat(L.elements)),
  /** Blocks nested as deep as allowed, with text at the bottom of each. */
  deep: () => fits(`${'<b>'.repeat(L.depth)}${'word '.repeat(10)}${'</b>'.repeat(L.depth)}`.repeat(Math.floor(L.elements / L.depth))),
  /** Character references up to the text-piece limit. */
  references: () => fits('&amp;'.repeat(L.textPieces - 1)),
  /** Text full of `<` that opens nothing (each once split the parser's text). */
  strayLt: () => fits('a < b '.repeat(TEXT_LIMITS.content / 6)),
};
