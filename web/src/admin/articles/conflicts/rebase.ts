/**
 * A form rebased onto the newest version after a 409 (issue 39): from the version the form
 * started from (base), what the person has in the form (mine) and the version saved meanwhile
 * (theirs), every field and body block only one side changed is taken from that side; the rest
 * are conflicts the person decides ("Keep mine", "Take theirs", for text "Keep both"). The result,
 * saved with the newest version's ETag, keeps both people's work.
 */
import { mergeBlocks, splitBlocks, type MergeRegion } from './blocks';

export type Choice = 'mine' | 'theirs' | 'both';

/** How a field merges and shows: `text` and `html` can keep both; `set` (a list of ids) never conflicts. */
export interface FieldSpec<K extends string = string> {
  key: K;
  label: string;
  kind: 'text' | 'html' | 'value' | 'set';
  /** A value as the person reads it (a status's name, an image's address); text shows as it is. */
  show?(value: unknown): string;
  /** How two texts are kept together ("Keep both"): the title on one line, the rest a paragraph apart. */
  joiner?: string;
}

export interface Conflict {
  /** `title`, or `content#2` for the body's third conflicting run of blocks. */
  id: string;
  key: string;
  label: string;
  kind: 'text' | 'html' | 'value';
  /** As shown: text, HTML of the blocks, or a value's words. */
  mine: string;
  theirs: string;
  base: string;
}

export interface Rebased<T> {
  conflicts: Conflict[];
  /** The form to save: every merged field, and each conflict as chosen (unchosen: mine). */
  resolve(choices: Readonly<Record<string, Choice>>): T;
}

const key = (v: unknown) => JSON.stringify(v ?? null);
const equal = (a: unknown, b: unknown) => key(a) === key(b);

/** A list of ids merged as a set: what either side added is in, what either side removed is out. */
function mergeSet(base: unknown, mine: unknown, theirs: unknown): number[] {
  const ids = (v: unknown) => new Set(Array.isArray(v) ? (v as number[]) : []);
  const [o, a, b] = [ids(base), ids(mine), ids(theirs)];
  const out = new Set<number>();
  for (const id of new Set([...a, ...b])) {
    const removed = (o.has(id) && !a.has(id)) || (o.has(id) && !b.has(id));
    if (!removed) out.add(id);
  }
  return [...out];
}

function regionsOf(base: string, mine: string, theirs: string): MergeRegion[] {
  return mergeBlocks(splitBlocks(base), splitBlocks(mine), splitBlocks(theirs));
}

export function rebaseForm<T extends object>(base: T, mine: T, theirs: T, fields: readonly FieldSpec[]): Rebased<T> {
  const conflicts: Conflict[] = [];
  const resolvers: ((out: Record<string, unknown>, choices: Readonly<Record<string, Choice>>) => void)[] = [];
  for (const f of fields) {
    const [o, a, b] = [base, mine, theirs].map((v) => (v as Record<string, unknown>)[f.key]);
    if (f.kind === 'set') {
      const merged = mergeSet(o, a, b);
      resolvers.push((out) => (out[f.key] = merged));
      continue;
    }
    if (f.kind === 'html' && !equal(a, o) && !equal(b, o) && !equal(a, b)) {
      const regions = regionsOf(String(o ?? ''), String(a ?? ''), String(b ?? ''));
      let n = 0;
      let blockNo = 1;
      const parts = regions.map((r) => {
        if (r.kind === 'same') {
          blockNo += r.blocks.length;
          return () => r.blocks.join('');
        }
        const id = `${f.key}#${n++}`;
        const where = r.mine.length === 0 ? `near block ${blockNo}` : r.mine.length === 1 ? `block ${blockNo}` : `blocks ${blockNo}-${blockNo + r.mine.length - 1}`;
        blockNo += r.mine.length;
        conflicts.push({ id, key: f.key, label: `${f.label}, ${where}`, kind: 'html', mine: r.mine.join(''), theirs: r.theirs.join(''), base: r.base.join('') });
        return (choices: Readonly<Record<string, Choice>>) => {
          const choice = choices[id] ?? 'mine';
          return choice === 'theirs' ? r.theirs.join('') : choice === 'both' ? [...r.mine, ...r.theirs].join('') : r.mine.join('');
        };
      });
      resolvers.push((out, choices) => (out[f.key] = parts.map((p) => p(choices)).join('')));
      continue;
    }
    // Only one side changed it (or both alike): that side's.
    if (equal(a, o) || equal(a, b)) {
      resolvers.push((out) => (out[f.key] = b));
      continue;
    }
    if (equal(b, o)) {
      resolvers.push((out) => (out[f.key] = a));
      continue;
    }
    const show = (v: unknown) => (f.show ? f.show(v) : String(v ?? ''));
    const kind = f.kind === 'html' ? 'html' : f.kind === 'text' ? 'text' : 'value';
    conflicts.push({ id: f.key, key: f.key, label: f.label, kind, mine: show(a), theirs: show(b), base: show(o) });
    resolvers.push((out, choices) => {
      const choice = choices[f.key] ?? 'mine';
      out[f.key] = choice === 'theirs' ? b : choice === 'both' && kind !== 'value' ? [a, b].filter((v) => String(v ?? '') !== '').join(f.joiner ?? '\n\n') : a;
    });
  }
  return {
    conflicts,
    resolve: (choices) => {
      // Fields the specs do not name (the language of the version, ids) are the newest version's.
      const out: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
      for (const r of resolvers) r(out, choices);
      return out as T;
    },
  };
}

/** Whether every conflict has a choice. */
export function allChosen(conflicts: readonly Conflict[], choices: Readonly<Record<string, Choice>>): boolean {
  return conflicts.every((c) => choices[c.id] !== undefined);
}
