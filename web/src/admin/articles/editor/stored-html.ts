/**
 * The HTML the editor stores, from Tiptap's getHTML(): the schema wraps the text of every list
 * item, quote and table cell in a <p>, which the reader would show with a paragraph's margins
 * where the article had none. A lone paragraph in those is written bare, as articles are
 * written by hand (`<li>Text</li>`), and parsing it back gives the same document.
 */
const LONE_PARAGRAPH = /<(li|blockquote|td|th)((?:\s[^>]*)?)><p>((?:(?!<\/?p[\s>])[\s\S])*?)<\/p>(?=<\/\1>|<ul[\s>]|<ol[\s>])/g;

export function storedHtml(html: string): string {
  // Outer elements first: the replacement of one can expose no new match, so one pass does.
  // Empty paragraphs at the very end (the one left after an inserted image or player) show nothing.
  return html.replace(LONE_PARAGRAPH, (_m, tag: string, attrs: string, inner: string) => `<${tag}${attrs}>${inner}`).replace(/(?:<p><\/p>)+$/, '');
}

/** An editor with nothing in it saves '' (the form's "Content is required"), not `<p></p>`. */
export function savedHtml(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? '' : storedHtml(editor.getHTML());
}
