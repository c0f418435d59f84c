/**
 * Three-way merge of a stale save (issue 39): a save that started from an older version of the
 * article (`base`) is merged with what others saved since (`theirs`, the article as it is now).
 * A field only the saver changed takes their value; one only others changed keeps theirs; both
 * changed to different values is a conflict. The body merges per top-level block (the editor's
 * blocks, article-blocks.ts topLevelBlocks): edits of different blocks both stay, an insertion
 * beside someone's edit stays; an edit of the same block (or an insertion at the same place) is a
 * conflict. Pure functions: the repository calls them inside the save's transaction.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { IF_MATCH_MESSAGES, type ArticleFields, type VersionConflict } from '../contract/index.js';
import type { ArticleContentDoc, ArticleDoc, ContentInput, StaleSave } from '../data/index.js';
import { VersionConflictError } from '../errors.js';
import { commonPairs, topLevelBlocks } from './article-blocks.js';

/** One side's change of the base: base blocks [from, to) replaced by `items` (from === to: inserted). */
interface Edit {
  from: number;
  to: number;
  items: string[];
}

/** The edits that turn `base` into `other`, in order, from their longest common subsequence. */
function editsOf(base: string[], other: string[]): Edit[] {
  const edits: Edit[] = [];
  let i = 0;
  let j = 0;
  const gap = (i1: number, j1: number) => {
    if (i1 === i && j1 === j) return;
    // Equal-sized replacements pair block by block: edits of neighbouring blocks stay apart.
    if (i1 - i === j1 - j) {
      for (let k = 0; k < i1 - i; k++) edits.push({ from: i + k, to: i + k + 1, items: [other[j + k]!] });
    } else edits.push({ from: i, to: i1, items: other.slice(j, j1) });
  };
  for (const [bi, oj] of commonPairs(base, other)) {
    gap(bi, oj);
    i = bi + 1;
    j = oj + 1;
  }
  gap(base.length, other.length);
  return edits;
}

function overlaps(x: { from: number; to: number }, y: { from: number; to: number }): boolean {
  const xEmpty = x.from === x.to;
  const yEmpty = y.from === y.to;
  if (xEmpty && yEmpty) return x.from === y.from;
  if (xEmpty) return y.from < x.from && x.from < y.to;
  if (yEmpty) return x.from < y.from && y.from < x.to;
  return x.from < y.to && y.from < x.to;
}

function render(base: string[], from: number, to: number, edits: Edit[]): string[] {
  const out: string[] = [];
  let p = from;
  for (const e of edits) {
    out.push(...base.slice(p, e.from), ...e.items);
    p = e.to;
  }
  out.push(...base.slice(p, to));
  return out;
}

const sameEdits = (a: Edit[], b: Edit[]) => JSON.stringify(a) === JSON.stringify(b);

export interface BlockConflict {
  /** The first base block of the overlap (the place of an insertion). */
  block: number;
  yours: string;
  theirs: string;
  base: string;
}

/** Merges three versions of article HTML block by block; conflicts where both changed the same blocks. */
export function mergeHtml(base: string, yours: string, theirs: string): { html: string; conflicts: BlockConflict[] } {
  if (yours === base || yours === theirs) return { html: theirs, conflicts: [] };
  if (theirs === base) return { html: yours, conflicts: [] };
  const o = topLevelBlocks(base);
  const a = editsOf(o, topLevelBlocks(yours));
  const b = editsOf(o, topLevelBlocks(theirs));
  const out: string[] = [];
  const conflicts: BlockConflict[] = [];
  let pos = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && y && overlaps(x, y)) {
      // The overlap and every edit of either side that reaches into it.
      const range = { from: Math.min(x.from, y.from), to: Math.max(x.to, y.to) };
      const mine: Edit[] = [];
      const others: Edit[] = [];
      for (let grew = true; grew; ) {
        grew = false;
        while (a[i] && (a[i] === x || overlaps(a[i]!, range))) {
          mine.push(a[i]!);
          range.from = Math.min(range.from, a[i]!.from);
          range.to = Math.max(range.to, a[i]!.to);
          i++;
          grew = true;
        }
        while (b[j] && (b[j] === y || overlaps(b[j]!, range))) {
          others.push(b[j]!);
          range.from = Math.min(range.from, b[j]!.from);
          range.to = Math.max(range.to, b[j]!.to);
          j++;
          grew = true;
        }
      }
      out.push(...o.slice(pos, range.from));
      const yoursPart = render(o, range.from, range.to, mine);
      if (!sameEdits(mine, others)) {
        conflicts.push({ block: range.from, yours: yoursPart.join('').trim(), theirs: render(o, range.from, range.to, others).join('').trim(), base: o.slice(range.from, range.to).join('').trim() });
      }
      out.push(...yoursPart);
      pos = range.to;
      continue;
    }
    // The earlier edit first; at the same place an insertion goes before a replacement.
    const takeX = !!x && (!y || x.from < y.from || (x.from === y.from && x.from === x.to));
    const e = takeX ? x! : y!;
    if (takeX) i++;
    else j++;
    out.push(...o.slice(pos, e.from), ...e.items);
    pos = e.to;
  }
  out.push(...o.slice(pos));
  return { html: out.join(''), conflicts };
}

/**
 * One field: `undefined` base means it is not known any more (too old a version): then any
 * difference between the two sides is a conflict.
 */
export function mergeField<T>(
  field: string,
  base: T | undefined,
  yours: T,
  theirs: T,
  conflicts: VersionConflict[],
  extra: { languageId?: number } = {},
  same: (x: T, y: T) => boolean = (x, y) => JSON.stringify(x) === JSON.stringify(y),
): { value: T; yoursChanged: boolean } {
  if (same(yours, theirs)) return { value: theirs, yoursChanged: false };
  if (base !== undefined && same(yours, base)) return { value: theirs, yoursChanged: false };
  if (base !== undefined && same(theirs, base)) return { value: yours, yoursChanged: true };
  conflicts.push({ field, ...extra, yours, theirs, base: base ?? null });
  return { value: yours, yoursChanged: true };
}

type Text = Pick<ArticleContentDoc, 'title' | 'excerpt' | 'content' | 'metaDescription'>;

/**
 * A language version's text saved from an older version: per field, and the body per block.
 * Undefined when nothing of it is the saver's change (the text now stays as it is).
 */
export function mergeText(yours: ContentInput, stale: StaleSave, conflicts: VersionConflict[]): ContentInput | undefined {
  const languageId = yours.languageId;
  const theirs = stale.currentContent;
  const base = stale.baseContent;
  if (!theirs) {
    // Deleted since it was opened: saving it again would bring back what someone removed.
    if (base) conflicts.push({ field: 'content', languageId, yours: yours.content, theirs: null, base: base.content });
    return yours;
  }
  // A version that did not exist then: its fields were empty.
  const then: Text | undefined = base === null ? { title: '', excerpt: '', content: '', metaDescription: '' } : base;
  const merged: ContentInput = { ...yours };
  let changed = false;
  for (const field of ['title', 'excerpt', 'metaDescription'] as const) {
    const r = mergeField(field, then?.[field], yours[field] ?? '', theirs[field] ?? '', conflicts, { languageId });
    merged[field] = r.value;
    changed ||= r.yoursChanged;
  }
  if (then === undefined) {
    const r = mergeField('content', undefined, yours.content, theirs.content, conflicts, { languageId });
    merged.content = r.value;
    changed ||= r.yoursChanged;
  } else {
    const body = mergeHtml(then.content, yours.content, theirs.content);
    for (const c of body.conflicts) conflicts.push({ block: c.block, languageId, yours: c.yours, theirs: c.theirs, base: c.base });
    merged.content = body.html;
    changed ||= body.html !== theirs.content;
  }
  return changed ? merged : undefined;
}

const millis = (v: string | Date | Timestamp | null | undefined): number | null | undefined =>
  v === undefined ? undefined : v === null ? null : v instanceof Timestamp ? v.toMillis() : new Date(v).getTime();

/**
 * A PATCH from an older version: the article fields the saver changed from that version (the
 * others are dropped, so what others saved since stays), the text merged, and the AI targets.
 * Throws a 409 (VersionConflictError) listing every overlap; then nothing is written.
 */
export function mergeStaleUpdate(
  req: { article: Partial<ArticleFields>; content?: ContentInput; selectedLanguages?: number[] },
  current: ArticleDoc,
  stale: StaleSave,
): { article: Partial<ArticleFields>; content?: ContentInput; selectedLanguages?: number[] } {
  const conflicts: VersionConflict[] = [];
  const base = stale.base ?? undefined;
  const article: Partial<ArticleFields> = { ...req.article };
  const keepIfChanged = <T>(field: string, keys: (keyof ArticleFields)[], b: T | undefined, y: T, t: T) => {
    if (!mergeField(field, b, y, t, conflicts).yoursChanged) for (const k of keys) delete article[k];
  };
  const a = req.article;
  for (const k of ['slug', 'category', 'status', 'isFeatured'] as const) {
    if (a[k] !== undefined) keepIfChanged(k, [k], base?.[k], a[k], current[k]);
  }
  for (const k of ['scheduledAt', 'publishedAt'] as const) {
    if (a[k] !== undefined) keepIfChanged(k, [k], base ? millis(base[k]) : undefined, millis(a[k]), millis(current[k]));
  }
  for (const kind of ['image', 'video'] as const) {
    const idKey = `${kind}PublicId` as const;
    const urlKey = `${kind}Url` as const;
    if (a[idKey] === undefined && a[urlKey] === undefined) continue;
    const pair = (doc: ArticleDoc) => ({ id: doc[idKey] || null, url: doc[urlKey] || null });
    const then = base && pair(base);
    const now = pair(current);
    const from = then ?? now;
    const yours = { id: a[idKey] === undefined ? from.id : a[idKey] || null, url: a[urlKey] === undefined ? from.url : a[urlKey] || null };
    keepIfChanged(kind, [idKey, urlKey], then ?? undefined, yours, now);
  }
  let selectedLanguages = req.selectedLanguages;
  if (selectedLanguages) {
    const sorted = (ids: number[] | undefined) => [...new Set(ids ?? [])].filter((id) => id !== current.originalLanguageId).sort((x, y) => x - y);
    const r = mergeField('selectedLanguages', base && sorted(base.targetLanguageIds), sorted(selectedLanguages), sorted(current.targetLanguageIds), conflicts);
    if (!r.yoursChanged) selectedLanguages = undefined;
  }
  const content = req.content && mergeText(req.content, stale, conflicts);
  if (conflicts.length) throw new VersionConflictError(IF_MATCH_MESSAGES.conflict, conflicts);
  return { article, content, selectedLanguages };
}
