/**
 * Telegram's HTML parse mode, as strictly as the Bot API reads it: only its tags (b, strong, i,
 * em, u, ins, s, strike, del, a href, code, pre, span class="tg-spoiler", tg-spoiler, blockquote),
 * every tag closed in order, and `<` and `&` only as the start of a tag or of an entity (&lt;
 * &gt; &amp; &quot; and numeric ones). Anything else is refused with Telegram's "can't parse
 * entities" error, so the fake catches text that was not escaped.
 */

const TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del', 'a', 'code', 'pre', 'span', 'tg-spoiler', 'blockquote', 'tg-emoji']);
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

export interface ParsedHtml {
  /** What a reader sees: the text without tags, entities decoded. */
  text: string;
  /** The links, in order. */
  links: string[];
  /** The tags used, in order (e.g. ['b', 'a']). */
  tags: string[];
}

export class HtmlParseError extends Error {}

const byteOffset = (s: string, index: number) => Buffer.byteLength(s.slice(0, index), 'utf8');

function decodeEntity(html: string, at: number): { value: string; end: number } {
  const m = /^&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});/.exec(html.slice(at, at + 12));
  if (!m) throw new HtmlParseError(`Can't parse entities: can't find end of the entity starting at byte offset ${byteOffset(html, at)}`);
  const body = m[1]!;
  let value: string | undefined;
  if (body.startsWith('#x')) value = String.fromCodePoint(parseInt(body.slice(2), 16));
  else if (body.startsWith('#')) value = String.fromCodePoint(parseInt(body.slice(1), 10));
  else value = NAMED[body];
  if (value === undefined) throw new HtmlParseError(`Can't parse entities: unsupported HTML entity "&${body};" at byte offset ${byteOffset(html, at)}`);
  return { value, end: at + m[0].length };
}

export function parseTelegramHtml(html: string): ParsedHtml {
  const stack: string[] = [];
  const links: string[] = [];
  const tags: string[] = [];
  let text = '';
  let i = 0;
  while (i < html.length) {
    const ch = html[i]!;
    if (ch === '&') {
      const { value, end } = decodeEntity(html, i);
      text += value;
      i = end;
      continue;
    }
    if (ch !== '<') {
      text += ch;
      i++;
      continue;
    }
    const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z-]+\s*=\s*"[^"<]*")*)\s*>/.exec(html.slice(i));
    if (!m) throw new HtmlParseError(`Can't parse entities: unexpected end tag or unsupported start tag at byte offset ${byteOffset(html, i)}`);
    const [whole, closing, rawName, attrs] = m;
    const name = rawName!.toLowerCase();
    if (!TAGS.has(name)) throw new HtmlParseError(`Can't parse entities: unsupported start tag "${name}" at byte offset ${byteOffset(html, i)}`);
    if (closing) {
      if (stack.pop() !== name) throw new HtmlParseError(`Can't parse entities: can't find end tag corresponding to start tag "${name}"`);
    } else {
      if (name === 'a') {
        const href = /\bhref\s*=\s*"([^"]*)"/.exec(attrs ?? '');
        if (!href) throw new HtmlParseError(`Can't parse entities: a tag without href at byte offset ${byteOffset(html, i)}`);
        links.push(href[1]!.replace(/&(lt|gt|amp|quot);/g, (_all, e: string) => NAMED[e]!));
      }
      stack.push(name);
      tags.push(name);
    }
    i += whole!.length;
  }
  if (stack.length > 0) throw new HtmlParseError(`Can't parse entities: can't find end tag corresponding to start tag "${stack.at(-1)}"`);
  return { text, links, tags };
}
