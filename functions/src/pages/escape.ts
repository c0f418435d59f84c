/**
 * Escaping for what the server writes into HTML and XML. Article titles and excerpts are written
 * by editors, translators and AI, so any of them may hold `<`, `&`, quotes or `</script>`: each
 * writer below makes such text show as written and never become markup.
 */

/** Text or a double-quoted attribute value in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * A value as JSON inside `<script type="application/ld+json">`. The HTML parser ends a script at
 * the first `</script` whatever the JSON means, and `<!--` changes how it reads the rest, so `<`
 * and `>` (and `&`, for the XHTML reading) are written as \u escapes, which JSON reads back as the
 * same characters. U+2028 and U+2029 are escaped too: valid in JSON, but line ends in JavaScript.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Text or an attribute value in XML 1.0. Characters XML cannot carry at all (C0 controls other
 * than tab and line breaks, lone surrogates, U+FFFE and U+FFFF) would make the whole feed
 * unparseable, so they are dropped; stored text never has them (input rules), this is the backstop.
 */
export function escapeXml(text: string): string {
  // Most text (every URL the site writes) needs nothing: skip the two replacements.
  if (!XML_SPECIAL.test(text)) return text;
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

const XML_SPECIAL = /[&<>"'\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
