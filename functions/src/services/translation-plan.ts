/**
 * Translation that keeps human work (issue 24): a translation is kept per block of the original
 * (article-blocks.ts) and per plain field (title, excerpt, meta description), each with the
 * fingerprint of the source it was made from and who made it. From the original as it is now and
 * the translation as stored, `planTranslation` decides per block: keep it (its source did not
 * change, or a person wrote it), translate it, or keep a person's words and flag them for review
 * (their source changed). `assembleTranslation` puts the model's answers in. `humanSaveRecords`
 * works out, when a person saves a translation, which blocks they changed.
 */
import { blockHash, commonPairs, joinSegments, segmentHtml } from './article-blocks.js';

export type BlockAuthor = 'ai' | 'human';
export interface BlockRecord {
  /** blockHash of the original's block (or field) this was made from; '' when unknown. */
  sourceHash: string;
  by: BlockAuthor;
  /** A person's words whose source has changed since: kept, and waiting for a person to look. */
  flagged?: boolean;
}

export const PLAIN_FIELDS = ['title', 'excerpt', 'metaDescription'] as const;
export type PlainField = (typeof PLAIN_FIELDS)[number];
export type FieldRecords = Partial<Record<PlainField, BlockRecord>>;

export interface TextFields {
  title: string;
  excerpt: string;
  content: string;
  metaDescription: string;
}

/** A translation as stored, with its records when it has them (older ones do not). */
export interface StoredTranslation extends TextFields {
  source: BlockAuthor;
  /** One per block of its own content; null or absent: not kept per block. */
  blocks?: BlockRecord[] | null;
  fields?: FieldRecords;
}

type PlannedPart = { kind: 'keep'; text: string; record: BlockRecord } | { kind: 'translate'; source: string; sourceHash: string };

export interface TranslationPlan {
  /** The original's glue: the translation's structure around its blocks is the original's. */
  glue: string[];
  blocks: PlannedPart[];
  fields: Record<PlainField, PlannedPart | { kind: 'empty' }>;
}

export interface PlanMode {
  /** Retranslate blocks made by AI even when their source did not change. */
  force: boolean;
  /** Retranslate blocks a person wrote too (a force confirmed for them). */
  includeHuman: boolean;
}

/** The stored blocks of a translation with their records, when the records fit its content. */
function recordedBlocks(t: StoredTranslation): { html: string; record: BlockRecord }[] | null {
  const { blocks } = segmentHtml(t.content);
  if (!t.blocks || t.blocks.length !== blocks.length) return null;
  return blocks.map((html, i) => ({ html, record: t.blocks![i]! }));
}

/** What a stored field was made from; a field of an older translation without records counts as its whole translation's. */
function fieldRecord(t: StoredTranslation, f: PlainField): BlockRecord | undefined {
  return t.fields?.[f] ?? (t.source === 'human' ? { sourceHash: '', by: 'human' } : undefined);
}

export function planTranslation(original: TextFields, existing: StoredTranslation | null, mode: PlanMode): TranslationPlan {
  const source = segmentHtml(original.content);
  const hashes = source.blocks.map(blockHash);
  const old = (existing && recordedBlocks(existing)) ?? [];
  const decide = (text: string, record: BlockRecord | undefined, sourceText: string, sourceHash: string): PlannedPart => {
    const translate: PlannedPart = { kind: 'translate', source: sourceText, sourceHash };
    if (!record) return translate;
    if (record.by === 'human') {
      if (mode.includeHuman) return translate;
      // A person's words are never replaced: when their source changed they wait for review.
      return { kind: 'keep', text, record: record.sourceHash === sourceHash ? { ...record, flagged: false } : { ...record, flagged: true } };
    }
    return record.sourceHash === sourceHash && !mode.force ? { kind: 'keep', text, record } : translate;
  };

  const blocks: PlannedPart[] = new Array(source.blocks.length);
  const pairs = commonPairs(
    old.map((o) => o.record.sourceHash),
    hashes,
  );
  // Blocks between two unchanged ones were edited in place: each new one takes the old one at its
  // position in the gap (a person's text there is kept and flagged), the rest are new or gone.
  let prevOld = -1;
  let prevNew = -1;
  for (const [i, j] of [...pairs, [old.length, hashes.length] as [number, number]]) {
    for (let k = 1; prevNew + k < j; k++) {
      const n = prevNew + k;
      const o = prevOld + k < i ? old[prevOld + k] : undefined;
      blocks[n] = decide(o?.html ?? '', o?.record, source.blocks[n]!, hashes[n]!);
    }
    if (j < hashes.length) blocks[j] = decide(old[i]!.html, old[i]!.record, source.blocks[j]!, hashes[j]!);
    prevOld = i;
    prevNew = j;
  }

  const fields = {} as TranslationPlan['fields'];
  for (const f of PLAIN_FIELDS) {
    const text = original[f];
    fields[f] = text.trim() === '' ? { kind: 'empty' } : decide(existing?.[f] ?? '', existing ? fieldRecord(existing, f) : undefined, text, blockHash(text));
  }
  return { glue: source.glue, blocks, fields };
}

/** Whether the plan needs the model at all. */
export function partsToTranslate(plan: TranslationPlan): { blocks: string[]; fields: Partial<Record<PlainField, string>> } {
  const fields: Partial<Record<PlainField, string>> = {};
  for (const f of PLAIN_FIELDS) {
    const p = plan.fields[f];
    if (p.kind === 'translate') fields[f] = p.source;
  }
  return { blocks: plan.blocks.flatMap((b) => (b.kind === 'translate' ? [b.source] : [])), fields };
}

export interface AssembledTranslation extends TextFields {
  blocks: BlockRecord[];
  fields: FieldRecords;
  /** Blocks and fields the model wrote in this run. */
  translatedParts: number;
}

/** The translation with the model's blocks (in the order the plan asked for them) and fields put in. */
export function assembleTranslation(plan: TranslationPlan, answer: { blocks: string[]; fields: Partial<Record<PlainField, string>> }): AssembledTranslation {
  let next = 0;
  let translatedParts = 0;
  const html: string[] = [];
  const records: BlockRecord[] = [];
  for (const b of plan.blocks) {
    if (b.kind === 'keep') {
      html.push(b.text);
      records.push(b.record);
    } else {
      html.push(answer.blocks[next++]!);
      records.push({ sourceHash: b.sourceHash, by: 'ai' });
      translatedParts++;
    }
  }
  const out: Partial<AssembledTranslation> = { content: joinSegments(plan.glue, html), blocks: records, fields: {} };
  for (const f of PLAIN_FIELDS) {
    const p = plan.fields[f];
    if (p.kind === 'empty') out[f] = '';
    else if (p.kind === 'keep') {
      out[f] = p.text;
      out.fields![f] = p.record;
    } else {
      out[f] = answer.fields[f] ?? '';
      out.fields![f] = { sourceHash: p.sourceHash, by: 'ai' };
      translatedParts++;
    }
  }
  return { ...(out as AssembledTranslation), translatedParts };
}

/** Blocks and fields a person has to look at (their source changed after they wrote them). */
export function flaggedCount(t: { blocks?: BlockRecord[] | null; fields?: FieldRecords }): number {
  return (t.blocks ?? []).filter((b) => b.flagged).length + PLAIN_FIELDS.filter((f) => t.fields?.[f]?.flagged).length;
}

/** Whether every block and field of a translation is a person's. */
export function allHuman(t: { blocks?: BlockRecord[] | null; fields?: FieldRecords }): boolean {
  return (t.blocks ?? []).every((b) => b.by === 'human') && PLAIN_FIELDS.every((f) => !t.fields?.[f] || t.fields[f]!.by === 'human');
}

const bare = (glue: string[]) => glue.map((g) => g.replace(/\s+/g, '')).join('|');

/**
 * The records of a translation a person saves: a block they left as it was keeps its record,
 * one they changed becomes theirs, made from the original's block at the same place. A text whose
 * blocks do not line up with the original's (a person restructured it) is theirs as a whole
 * (`blocks: null`): AI then leaves it alone unless told to replace it.
 */
export function humanSaveRecords(original: TextFields, previous: StoredTranslation | null, next: TextFields): { blocks: BlockRecord[] | null; fields: FieldRecords } {
  const source = segmentHtml(original.content);
  const mine = segmentHtml(next.content);
  const fields: FieldRecords = {};
  for (const f of PLAIN_FIELDS) {
    if (next[f].trim() === '') continue;
    const kept = previous && previous[f] === next[f] ? fieldRecord(previous, f) : undefined;
    fields[f] = kept ?? { sourceHash: blockHash(original[f]), by: 'human' };
  }
  if (mine.blocks.length !== source.blocks.length || bare(mine.glue) !== bare(source.glue)) return { blocks: null, fields };
  const before = previous && recordedBlocks(previous);
  const aligned = before && before.length === mine.blocks.length ? before : null;
  const blocks = mine.blocks.map((html, i) =>
    aligned && aligned[i]!.html === html ? aligned[i]!.record : { sourceHash: blockHash(source.blocks[i]!), by: 'human' as const },
  );
  return { blocks, fields };
}

type StoredShape = TextFields & { source?: BlockAuthor; blocks?: BlockRecord[] | null; fields?: FieldRecords };

/** A person's save of a translation, as the articles repository records it (its hook HumanTranslationSave). */
export function personalSave(next: TextFields) {
  return {
    records(previous: StoredShape | null, original: StoredShape | null) {
      if (!original) return { blocks: null, fields: {}, allHuman: true };
      const prev = previous && { ...previous, source: previous.source ?? 'human' };
      const records = humanSaveRecords(original, prev, next);
      return { ...records, allHuman: allHuman(records) };
    },
  };
}

/**
 * How many blocks and fields a person wrote whose source has changed since (flagged by a run, or
 * their source is no longer in the original): what "Mark reviewed" confirms.
 */
export function needsReviewCount(translation: StoredShape, original: TextFields): number {
  return reviewMarks(translation, original).filter(Boolean).length;
}

/** Per block, then per plain field: whether a person's words wait for review. */
export function reviewMarks(translation: StoredShape, original: TextFields): boolean[] {
  const current = new Set(segmentHtml(original.content).blocks.map(blockHash));
  const stale = (r: BlockRecord | undefined, fresh: (hash: string) => boolean) => !!r && r.by === 'human' && (!!r.flagged || (r.sourceHash !== '' && !fresh(r.sourceHash)));
  return [
    ...(translation.blocks ?? []).map((r) => stale(r, (h) => current.has(h))),
    ...PLAIN_FIELDS.map((f) => stale(translation.fields?.[f], (h) => h === blockHash(original[f]))),
  ];
}

/**
 * The records once a person approves the translation: their flagged blocks are made from the
 * original's block at the same place now (when the two line up), and nothing stays flagged.
 */
export function approvedRecords(translation: StoredShape, original: TextFields): { blocks: BlockRecord[] | null; fields: FieldRecords } {
  const source = segmentHtml(original.content).blocks;
  const aligned = (translation.blocks?.length ?? -1) === source.length && segmentHtml(translation.content).blocks.length === source.length;
  const blocks = translation.blocks
    ? translation.blocks.map((r, i) => (r.by === 'human' ? { sourceHash: aligned ? blockHash(source[i]!) : r.sourceHash, by: r.by } : { ...r, flagged: false }))
    : null;
  const fields: FieldRecords = {};
  for (const f of PLAIN_FIELDS) {
    const r = translation.fields?.[f];
    if (r) fields[f] = r.by === 'human' ? { sourceHash: blockHash(original[f]), by: 'human' } : r;
  }
  return { blocks, fields };
}
