/**
 * The fake OpenAI's "model" (openai.ts serves it): deterministic answers tests can recognise.
 * It "translates" by putting `[{code}] ` before every text node and keeping every tag byte for
 * byte, and "writes" an article from notes with plain rules (title from the first line, category
 * from keywords). It can also answer in a broken format or with a changed HTML structure.
 */

interface TranslationFields {
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
}

/** One tag or comment, attribute values with `>` in quotes included. */
const TAG = /<!--[\s\S]*?-->|<(?:"[^"]*"|'[^']*'|[^'">])*>/g;

/** `[{code}] ` before the visible text of a plain-text field (blank text stays as it is). */
function prefixText(text: string, prefix: string): string {
  return text.replace(/^(\s*)(?=\S)/, `$1${prefix}`);
}

/** The prefix before each text node of an HTML fragment; every tag is kept byte for byte. */
export function prefixHtml(html: string, prefix: string): string {
  let out = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    out += prefixText(html.slice(last, match.index), prefix) + match[0];
    last = match.index + match[0].length;
  }
  return out + prefixText(html.slice(last), prefix);
}

/** Changes the structure: the first href goes elsewhere and the first tag disappears. */
export function mangleHtml(html: string): string {
  let out = html.replace(/href\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, 'href="https://example.com/mangled"');
  const first = /<[a-zA-Z][^>]*>/.exec(out);
  out = first ? out.slice(0, first.index) + out.slice(first.index + first[0].length) : `${out}<p>`;
  return out;
}

/** The translation of the user message, or null when it is not the JSON the task expects. */
export function translate(user: string): TranslationFields | null {
  const wrong = () => null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(user);
  } catch {
    return wrong();
  }
  const p = parsed as { targetLanguage?: { code?: unknown }; fields?: Record<string, unknown> } | null;
  const code = p?.targetLanguage?.code;
  const fields = p?.fields;
  if (typeof code !== 'string' || !code || !fields || typeof fields !== 'object') return wrong();
  const text = (key: keyof TranslationFields) => (typeof fields[key] === 'string' ? (fields[key] as string) : '');
  const prefix = `[${code}] `;
  return {
    title: prefixText(text('title'), prefix),
    excerpt: prefixText(text('excerpt'), prefix),
    content: prefixHtml(text('content'), prefix),
    metaDescription: prefixText(text('metaDescription'), prefix),
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cuts at a word boundary so the result has at most `max` characters. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:.-]+$/, '');
}

export function generateArticle(notes: string) {
  const lines = notes.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim().length > 0);
  const firstLine = first < 0 ? 'Untitled notes' : lines[first]!.trim().replace(/^#+\s*/, '').replace(/\s+/g, ' ');
  const title = cutAtWord(firstLine, 60);
  // The first line became the title; the rest is the body (or the whole note if it is one line).
  const splitParagraphs = (text: string) =>
    text
      .split(/\r?\n\s*\r?\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  const rest = splitParagraphs(lines.slice(first + 1).join('\n'));
  const bodyParagraphs = rest.length ? rest : [firstLine];
  const flat = bodyParagraphs.join(' ');
  const sentences = flat.match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g)?.map((s) => s.trim()) ?? [flat];
  let excerpt = '';
  for (const s of sentences) {
    if (excerpt && (excerpt + ' ' + s).length > 200) break;
    excerpt = excerpt ? `${excerpt} ${s}` : s;
    if (excerpt.length >= 100) break;
  }
  excerpt = cutAtWord(excerpt || title, 300);
  const metaDescription = cutAtWord(flat || title, 155);
  const content = `<h2>${escapeHtml(title)}</h2>` + bodyParagraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const category = /\b(hack|collapse|exploit)/i.test(notes) ? 'case-study' : /\b(data|analy[sz]|market)/i.test(notes) ? 'research' : 'education';
  return { title, excerpt, content, metaDescription, category };
}

/** What a model that ignores the requested format answers: chatty text with broken JSON. */
export function garbage(name: string): string {
  return `Sure! Here is the ${name.replace(/_/g, ' ')} you asked for:\n\n\`\`\`json\n{"title": "Untitled", "content": "<p>I could not finish`;
}

/**
 * The interface-text "translation" (`interface_text_translation`): `[{code}] ` before every
 * message, ICU syntax untouched (so a plural stays a plural), or null when the user message is
 * not the JSON the task expects. `mangle`: the first message with a placeholder loses its closing
 * brace (or, with none, gains a stray `{`), as a model that broke the ICU syntax would answer.
 */
export function translateInterface(user: string, mangle: boolean): { messages: { key: string; text: string }[] } | null {
  let parsed: { targetLanguage?: { code?: unknown }; messages?: unknown };
  try {
    parsed = JSON.parse(user) as typeof parsed;
  } catch {
    return null;
  }
  const code = parsed?.targetLanguage?.code;
  const list = parsed?.messages;
  if (typeof code !== 'string' || !code || !Array.isArray(list)) return null;
  const messages = list
    .filter((m): m is { key: string; text: string } => typeof m?.key === 'string' && typeof m?.text === 'string')
    .map((m) => ({ key: m.key, text: `[${code}] ${m.text}` }));
  if (mangle && messages.length > 0) {
    const victim = messages.find((m) => m.text.includes('}')) ?? messages[0]!;
    victim.text = victim.text.includes('}') ? victim.text.replace('}', '') : `${victim.text} {`;
  }
  return { messages };
}
