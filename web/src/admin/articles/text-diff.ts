/**
 * A readable diff of two versions of an article's text (the history panel): the HTML turned into
 * its words, one paragraph a line, compared word by word (longest common subsequence). Past a
 * size where that table gets large, whole lines are compared instead.
 */
export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** The visible words of article HTML, a block a line. */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<\/(p|h[1-6]|li|td|th|pre|blockquote|figcaption|caption)>/gi, '$&\n').replace(/<br\s*\/?>/gi, '\n');
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const MAX_CELLS = 4_000_000;

export function diffText(before: string, after: string): DiffPart[] {
  const tokenize = (s: string) => s.split(/(\s+)/).filter((t) => t !== '');
  let a = tokenize(before);
  let b = tokenize(after);
  if (a.length * b.length > MAX_CELLS) {
    a = before.split(/(?<=\n)/);
    b = after.split(/(?<=\n)/);
  }
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      push('same', a[i]!);
      i++;
      j++;
    } else if (j < m && (i === n || table[i]![j + 1]! >= table[i + 1]![j]!)) push('added', b[j++]!);
    else push('removed', a[i++]!);
  }
  return parts;
}
