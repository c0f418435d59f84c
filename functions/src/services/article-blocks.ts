/**
 * Article HTML as blocks: the units a translation is kept in (paragraphs, headings, list items,
 * table cells, quotes, code blocks, captions), and the "glue" between them (list and table tags,
 * images and players without text) that a translation takes from the original as it is.
 *
 * Works on sanitised HTML (article-html.ts: every tag closed, attribute values quoted and
 * escaped), so a tokenizer is enough. `content === glue[0] + blocks[0] + glue[1] + ... + glue[n]`.
 */
import { createHash } from 'node:crypto';

export interface Segmented {
  /** One more than blocks: before each block, and after the last. */
  glue: string[];
  blocks: string[];
}

/** Elements that hold a block's text: a block when they hold text or inline markup directly. */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'pre', 'blockquote', 'figcaption', 'caption', 'dt', 'dd', 'div', 'section']);
/** Structure around blocks: never a block themselves. */
const CONTAINERS = new Set(['ul', 'ol', 'dl', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup', 'figure', 'video', 'iframe', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'hr']);
const VOID = new Set(['img', 'br', 'hr', 'source', 'wbr', 'col', 'area', 'input', 'embed', 'track']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;

interface Node {
  kind: 'text' | 'el';
  name: string;
  start: number;
  end: number;
  /** Elements: where the opening tag ends and the closing tag starts. */
  openEnd: number;
  closeStart: number;
  children: Node[];
}

function parse(html: string): Node[] {
  const root: Node = { kind: 'el', name: '#root', start: 0, end: html.length, openEnd: 0, closeStart: html.length, children: [] };
  const stack: Node[] = [root];
  let last = 0;
  const text = (from: number, to: number) => {
    if (to > from) stack.at(-1)!.children.push({ kind: 'text', name: '#text', start: from, end: to, openEnd: from, closeStart: to, children: [] });
  };
  for (const m of html.matchAll(TAG)) {
    const at = m.index;
    const end = at + m[0].length;
    text(last, at);
    last = end;
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      let open = stack.length - 1;
      while (open > 0 && stack[open]!.name !== name) open--;
      if (open < 1) continue; // a stray close (`</source>` after a void element)
      // Elements left open inside it end where it closes.
      while (stack.length > open + 1) {
        const inner = stack.pop()!;
        inner.closeStart = inner.end = at;
      }
      const node = stack.pop()!;
      node.closeStart = at;
      node.end = end;
      continue;
    }
    const node: Node = { kind: 'el', name, start: at, end, openEnd: end, closeStart: end, children: [] };
    stack.at(-1)!.children.push(node);
    if (!m[3] && !VOID.has(name)) stack.push(node);
  }
  text(last, html.length);
  // Unclosed elements end where the HTML does.
  for (const n of stack.slice(1)) n.end = n.closeStart = html.length;
  return root.children;
}

const isBlockish = (n: Node) => n.kind === 'el' && (TEXT_BLOCKS.has(n.name) || CONTAINERS.has(n.name));

/** Whether HTML shows words (not only tags, spaces and non-breaking spaces). */
export function hasText(html: string): boolean {
  return /\S/.test(html.replace(/<[^>]*>/g, '').replace(/&(nbsp|#160|#xa0);/gi, ' ').replace(/\u00a0/g, ' '));
}

/** Splits sanitised article HTML into its blocks and the glue between them. */
export function segmentHtml(html: string): Segmented {
  const glue: string[] = [''];
  const blocks: string[] = [];
  const addGlue = (s: string) => (glue[glue.length - 1] += s);
  const addBlock = (s: string) => {
    blocks.push(s);
    glue.push('');
  };
  const walk = (nodes: Node[]) => {
    let run: Node[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const piece = html.slice(run[0]!.start, run.at(-1)!.end);
      // Leading and trailing spaces of a run stay glue, so a block is its words and markup.
      const trimmed = piece.trim();
      if (hasText(trimmed)) {
        const lead = piece.length - piece.trimStart().length;
        addGlue(piece.slice(0, lead));
        addBlock(trimmed);
        addGlue(piece.slice(lead + trimmed.length));
      } else addGlue(piece);
      run = [];
    };
    for (const n of nodes) {
      if (!isBlockish(n)) {
        run.push(n);
        continue;
      }
      flush();
      const direct = n.children.some((c) => !isBlockish(c) && (c.kind === 'el' || /\S/.test(html.slice(c.start, c.end))));
      if (TEXT_BLOCKS.has(n.name) && direct && hasText(html.slice(n.start, n.end))) {
        addBlock(html.slice(n.start, n.end));
      } else {
        addGlue(html.slice(n.start, n.openEnd));
        walk(n.children);
        addGlue(html.slice(n.closeStart, n.end));
      }
    }
    flush();
  };
  walk(parse(html));
  return { glue, blocks };
}

export function joinSegments(glue: string[], blocks: string[]): string {
  return glue.map((g, i) => g + (blocks[i] ?? '')).join('');
}

/** The fingerprint of one block or field of the original, kept with what was made from it. */
export function blockHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/**
 * Pairs of (old index, new index) with equal values, in order: the longest common subsequence.
 * Articles have hundreds of blocks at most (ARTICLE_HTML_LIMITS), so the table stays small.
 */
export function commonPairs(before: string[], after: string[]): [number, number][] {
  const n = before.length;
  const m = after.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      table[i]![j] = before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (before[i] === after[j]) {
      pairs.push([i++, j++]);
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** The model's answer for several blocks sent each in a `<section>`: the sections' insides, in order. */
export function splitSections(html: string): string[] | null {
  const out: string[] = [];
  for (const n of parse(html)) {
    if (n.kind === 'text') {
      if (/\S/.test(html.slice(n.start, n.end))) return null;
      continue;
    }
    if (n.name !== 'section') return null;
    out.push(html.slice(n.openEnd, n.closeStart).trim());
  }
  return out;
}

/**
 * The editor's blocks: the top-level elements of article HTML (a paragraph, a heading, a list, a
 * table, a figure), each with the spaces before it; anything after the last stays with it.
 * `topLevelBlocks(html).join('') === html`. Stale saves merge per block (article-merge.ts).
 */
export function topLevelBlocks(html: string): string[] {
  const blocks: string[] = [];
  let pending = 0;
  for (const n of parse(html)) {
    if (n.kind === 'text') continue;
    blocks.push(html.slice(pending, n.end));
    pending = n.end;
  }
  if (pending < html.length) {
    if (blocks.length === 0) blocks.push(html.slice(pending));
    else blocks[blocks.length - 1] += html.slice(pending);
  }
  return blocks;
}
