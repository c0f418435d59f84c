/**
 * The local Firestore's write-ahead journal: one line per commit, appended to DATA_DIR as the
 * commit lands, so nothing acknowledged is lost when the host is killed between two snapshots.
 *
 * A line is a JSON array of [documentPath, data] pairs, the resulting state of every document the
 * commit wrote (data null: deleted). Whole states, not operations, so replaying a line twice gives
 * the same database (replay after a compaction that finished but could not remove the old journal
 * is harmless), and one line per commit keeps a transaction all-or-nothing: a torn last line (the
 * process died mid-write) is a commit that was never acknowledged, and is skipped.
 *
 * Durability: `append` writes the line with `fs.writeSync` as the commit lands (in the kernel once
 * it returns, so it survives the process being killed), and queues one fdatasync for every line
 * written in the same turn of the event loop (`setImmediate`: group commit), so it also survives
 * the machine going down. `flush()` issues that fdatasync at once if it is still due; the local
 * Firestore calls it before it acknowledges a commit or runs its triggers (see local-firestore.ts
 * for why nothing waits on the disk asynchronously).
 *
 * Compaction (local-firestore.ts) moves the journal aside (`rotate`), writes a snapshot, then
 * removes the old journal (`dropRotated`); at start both files are replayed, the rotated one first.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentData } from 'firebase-admin/firestore';

export const JOURNAL_FILE = 'firestore.journal';
export const ROTATED_FILE = 'firestore.journal.old';

/** One commit: the resulting state of each document it wrote (null when deleted). */
export type JournalEntry = [path: string, data: DocumentData | null][];

export interface JournalCodec {
  replacer: (this: unknown, key: string, value: unknown) => unknown;
  reviver: (key: string, value: unknown) => unknown;
}

export interface ReplayResult {
  /** Each document's last state in the journals (null: deleted). */
  documents: Map<string, DocumentData | null>;
  commits: number;
  /** Lines that could not be read (a torn last line after a crash). */
  skipped: number;
  /**
   * Where each journal with an unreadable line stops being readable (cut there before appending),
   * and how many lines followed that one (none after a crash; more means the file was damaged).
   */
  torn: { file: string; offset: number; linesAfter: number }[];
}

/**
 * Reads the rotated journal, then the current one, line by line (never a whole file in memory),
 * folding them into each document's last state.
 */
export async function replayJournals(dir: string, codec: JournalCodec, log: (line: string) => void = () => {}): Promise<ReplayResult> {
  const result: ReplayResult = { documents: new Map(), commits: 0, skipped: 0, torn: [] };
  for (const name of [ROTATED_FILE, JOURNAL_FILE]) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    let bad: { offset: number; number: number; after: number } | undefined;
    let number = 0;
    for await (const { line, offset, terminated } of readLines(file)) {
      number++;
      if (bad) {
        if (line.length > 0) bad.after++, result.skipped++;
        continue;
      }
      if (line.length === 0) continue;
      let entry: JournalEntry | undefined;
      try {
        // A line without its newline was cut short: its commit was never acknowledged.
        if (terminated) entry = parseRevived(decodeUtf8(line), codec.reviver) as JournalEntry;
      } catch {
        entry = undefined;
      }
      if (!Array.isArray(entry)) {
        // Only the last line can be torn (appends are sequential); a bad line before it means
        // the file was damaged: what follows it is ignored too rather than applied out of order.
        bad = { offset, number, after: 0 };
        result.skipped++;
        continue;
      }
      for (const [docPath, data] of entry) result.documents.set(docPath, data);
      result.commits++;
    }
    if (bad) {
      log(`Local Firestore journal ${name}: skipped an unreadable line ${bad.number}${bad.after ? ` and the ${bad.after} after it` : ''} (a write cut short by a crash).`);
      result.torn.push({ file, offset: bad.offset, linesAfter: bad.after });
    }
  }
  return result;
}

const utf8 = new TextDecoder();

/** A line's text (TextDecoder: several times faster than Buffer#toString on non-ASCII text). */
export function decodeUtf8(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

/** JSON.parse, then the codec's reviver on the tagged objects only (much faster than a reviver on every value). */
export function parseRevived(text: string, reviver: JournalCodec['reviver']): unknown {
  const value: unknown = JSON.parse(text);
  return text.includes('"__type"') ? revive(value, reviver) : value;
}

function revive(value: unknown, reviver: JournalCodec['reviver']): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = revive(value[i], reviver);
    return value;
  }
  const object = value as Record<string, unknown>;
  for (const key in object) object[key] = revive(object[key], reviver);
  return '__type' in object ? reviver('', object) : object;
}

/**
 * Each line of a file (without its newline) with its byte offset, read in 1 MiB chunks; the last
 * one has `terminated: false` when the file does not end with a newline.
 */
export async function* readLines(file: string, chunkBytes = 1 << 20): AsyncGenerator<{ line: Buffer; offset: number; terminated: boolean }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(chunkBytes);
    let carry = Buffer.alloc(0);
    let carryOffset = 0;
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunkBytes, null);
      if (bytesRead === 0) break;
      const data = Buffer.concat([carry, chunk.subarray(0, bytesRead)]);
      let from = 0;
      for (let nl = data.indexOf(10, from); nl !== -1; nl = data.indexOf(10, from)) {
        yield { line: data.subarray(from, nl), offset: carryOffset + from, terminated: true };
        from = nl + 1;
      }
      carry = data.subarray(from);
      carryOffset += from;
    }
    if (carry.length > 0) yield { line: carry, offset: carryOffset, terminated: false };
  } finally {
    await handle.close();
  }
}

export class Journal {
  private fd: number;
  private bytes: number;
  /** Lines written so far, and how many of them the last fdatasync covered. */
  private appended = 0;
  private synced = 0;
  private flushQueued = false;
  private closed = false;
  /** The first write or fdatasync that failed: nothing is written after it, and `flush` throws it. */
  private failure: unknown;

  constructor(
    private readonly dir: string,
    private readonly codec: JournalCodec,
  ) {
    this.fd = fs.openSync(path.join(dir, JOURNAL_FILE), 'a');
    this.bytes = fs.fstatSync(this.fd).size;
  }

  /** Bytes in the current journal file. */
  get size(): number {
    return this.bytes;
  }

  /**
   * Writes one commit's line; once this returns it is in the kernel (safe from a process crash),
   * and an fdatasync for it is queued. A failed write is kept and thrown by `flush`.
   */
  append(entry: JournalEntry): void {
    if (entry.length === 0 || this.failure || this.closed) return;
    const line = Buffer.from(JSON.stringify(entry, this.codec.replacer) + '\n');
    try {
      // A short write is possible in principle: finish it.
      for (let off = 0; off < line.length; ) off += fs.writeSync(this.fd, line, off);
    } catch (err) {
      this.failure = err;
      return;
    }
    this.bytes += line.length;
    this.appended++;
    if (!this.flushQueued) {
      this.flushQueued = true;
      setImmediate(() => {
        this.flushQueued = false;
        try {
          this.flush();
        } catch {
          // kept in `failure`: the next acknowledgement reports it
        }
      });
    }
  }

  /**
   * Puts every line written so far on disk (one fdatasync, only if one is due). Throws if the
   * journal could not write or sync: the commits since can no longer be promised to survive.
   */
  flush(): void {
    if (this.failure) throw this.failure;
    if (this.closed || this.synced === this.appended) return;
    try {
      fs.fdatasyncSync(this.fd);
    } catch (err) {
      this.failure = err;
      throw err;
    }
    this.synced = this.appended;
  }

  /**
   * Moves the current journal aside (appending it to a rotated one left by a failed compaction)
   * and starts an empty one. Synchronous, so no commit falls between the snapshot taken just
   * before and the new journal.
   */
  rotate(): void {
    fs.fdatasyncSync(this.fd);
    fs.closeSync(this.fd);
    const current = path.join(this.dir, JOURNAL_FILE);
    const rotated = path.join(this.dir, ROTATED_FILE);
    if (fs.existsSync(rotated)) {
      fs.appendFileSync(rotated, fs.readFileSync(current));
      const fd = fs.openSync(rotated, 'r+');
      fs.fdatasyncSync(fd);
      fs.closeSync(fd);
      fs.unlinkSync(current);
    } else {
      fs.renameSync(current, rotated);
    }
    this.fd = fs.openSync(current, 'a');
    this.bytes = 0;
    syncDir(this.dir);
    this.synced = this.appended;
  }

  /** Removes the rotated journal once the snapshot that contains it is safely on disk. */
  dropRotated(): void {
    fs.rmSync(path.join(this.dir, ROTATED_FILE), { force: true });
  }

  close(): void {
    if (this.closed) return;
    try {
      this.flush();
    } finally {
      this.closed = true;
      fs.closeSync(this.fd);
    }
  }
}

/** Makes a rename or a new file in `dir` durable (a no-op where directories cannot be synced). */
export function syncDir(dir: string): void {
  try {
    const fd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    // not supported on this platform
  }
}
