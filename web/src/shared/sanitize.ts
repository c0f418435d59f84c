/**
 * Article bodies are HTML from editors and outside systems. The server sanitises on write; the
 * reader sanitises again on render, so stored HTML can never run script in a reader's page.
 */
import DOMPurify from 'dompurify';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links leave the site in a new tab without giving it a handle on this page.
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  // Pictures in the body are below the article's own image: fetched as the reader scrolls to them.
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

/** Content may hold escaped newlines ("\n" as two characters): they become line breaks. */
export function articleHtml(content: string): string {
  const withBreaks = content.replace(/\\r\\n|\\n/g, '<br>');
  return DOMPurify.sanitize(withBreaks, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}

/** The server sanitises long bodies ahead of the render (sanitize.server.ts); the browser needs nothing. */
export async function prepareArticleHtml(_content: string): Promise<void> {}
