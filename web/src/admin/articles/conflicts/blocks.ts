/**
 * The article body as the editor's blocks (its top-level nodes: a paragraph, a heading, a whole
 * list, a table, a figure) and a three-way merge of them (issue 39). The server merges a stale
 * save the same way; the console merges again after a 409, when the person has chosen per
 * conflict, so the next save starts from the newest version and carries both people's blocks.
 */

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;
const VOID = new Set(['img', 'br', 'hr', 'source', 'wbr', 'col', 'area', 'input', 'embed', 'track', 'meta', 'link']);

/**
 * Splits article HTML into its top-level nodes; `blocks.join('') === html`. Text between
 * top-level elements (spaces, a newline) is glued to the block before it, so it never makes a
 * block of its own.
 */
export function splitBlocks(html: string): string[] {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  const cut = (end: number) => {
    if (end <= start) return;
    const piece = html.slice(start, end);
    if (!/\S/.test(piece) && blocks.length > 0) blocks[blocks.length - 1] += piece;
    else blocks.push(piece);
    start = end;
  };
  for (const m of html.matchAll(TAG)) {
    const at = m.index;
    const end = at + m[0].length;
    const name = m[2]!.toLowerCase();
    if (m[1]) {
      depth = Math.max(0, depth - 1);
      if (depth === 0) cut(end);
      continue;
    }
    if (depth === 0) cut(at); // text before a top-level element is a block of its own
    if (m[3] || VOID.has(name)) {
      if (depth === 0) cut(end);
    } else depth++;
  }
  cut(html.length);
  // Leading spaces before the first element: part of it.
  if (blocks.length > 1 && !/\S/.test(blocks[0]!)) blocks.splice(0, 2, blocks[0]! + blocks[1]!);
  return blocks;
}

/** Blocks compare by their markup, whitespace around them aside. */
const same = (a: string, b: string) => a.trim() === b.trim();

/** Index pairs of a longest common subsequence of `a` and `b` (blocks of one article: a few hundred at most). */
function lcsPairs(a: readonly string[], b: readonly string[]): [number, number][] {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) table[i]![j] = same(a[i]!, b[j]!) ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (same(a[i]!, b[j]!)) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

export type MergeRegion = { kind: 'same'; blocks: string[] } | { kind: 'conflict'; base: string[]; mine: string[]; theirs: string[] };

const equalRuns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => same(x, b[i]!));

/** What one side did to the base, block by block: kept, replaced (in place, or a run as a group), removed; and what it inserted where. */
interface Edits {
  /** Per base block: its blocks on this side ([] removed); a group's blocks sit on its first block. */
  at: string[][];
  /** Per gap (before base block k, and after the last): blocks inserted there. */
  inserted: string[][];
  /** Runs of base blocks [from, to) replaced as a whole by a run of another length. */
  groups: [number, number][];
}

function editsOf(base: readonly string[], side: readonly string[]): Edits {
  const at = base.map((b) => [b]);
  const inserted: string[][] = Array.from({ length: base.length + 1 }, () => []);
  const groups: [number, number][] = [];
  let [i0, j0] = [0, 0];
  for (const [i, j] of [...lcsPairs(base, side), [base.length, side.length] as [number, number]]) {
    const gone = i - i0;
    const came = side.slice(j0, j);
    if (gone === 0) inserted[i0] = came;
    else if (came.length === gone) for (let k = 0; k < gone; k++) at[i0 + k] = [came[k]!];
    else {
      for (let k = 0; k < gone; k++) at[i0 + k] = [];
      at[i0] = came;
      if (gone > 1) groups.push([i0, i]);
    }
    if (i < base.length) at[i] = [side[j]!];
    [i0, j0] = [i + 1, j + 1];
  }
  return { at, inserted, groups };
}

/**
 * A three-way merge of blocks: a block (or a place between blocks) only one side changed is that
 * side's; changed alike by both, once; changed differently by both, a conflict holding the base's,
 * mine and theirs. Neighbouring blocks edited one by each person merge.
 */
export function mergeBlocks(base: readonly string[], mine: readonly string[], theirs: readonly string[]): MergeRegion[] {
  const x = editsOf(base, mine);
  const y = editsOf(base, theirs);
  // A run one side replaced as a whole is decided as one unit.
  const unitEnd = base.map((_, k) => k + 1);
  for (const [from, to] of [...x.groups, ...y.groups].sort((a, b) => a[0] - b[0])) {
    let start = from;
    while (start > 0 && unitEnd[start - 1]! > start) start--;
    const end = Math.max(to, unitEnd[start]!);
    for (let k = start; k < end; k++) unitEnd[k] = end;
  }
  const regions: MergeRegion[] = [];
  const emit = (blocks: readonly string[]) => {
    if (blocks.length === 0) return;
    const last = regions.at(-1);
    if (last?.kind === 'same') last.blocks.push(...blocks);
    else regions.push({ kind: 'same', blocks: [...blocks] });
  };
  const decide = (o: string[], a: string[], b: string[]) => {
    if (equalRuns(a, o)) emit(b);
    else if (equalRuns(b, o) || equalRuns(a, b)) emit(a);
    else regions.push({ kind: 'conflict', base: o, mine: a, theirs: b });
  };
  const sideOf = (e: Edits, from: number, to: number) => {
    const out: string[] = [];
    for (let k = from; k < to; k++) out.push(...(k > from ? e.inserted[k]! : []), ...e.at[k]!);
    return out;
  };
  for (let k = 0; k <= base.length; ) {
    decide([], x.inserted[k]!, y.inserted[k]!);
    if (k === base.length) break;
    const end = unitEnd[k]!;
    decide(base.slice(k, end), sideOf(x, k, end), sideOf(y, k, end));
    k = end;
  }
  return regions;
}
