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
}

/** Reads the rotated journal, then the current one, folding them into each document's last state. */
export function replayJournals(dir: string, codec: JournalCodec, log: (line: string) => void = () => {}): ReplayResult {
  const result: ReplayResult = { documents: new Map(), commits: 0, skipped: 0 };
  for (const name of [ROTATED_FILE, JOURNAL_FILE]) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (line === '') continue;
      let entry: JournalEntry;
      try {
        entry = JSON.parse(line, codec.reviver) as JournalEntry;
        if (!Array.isArray(entry)) throw new Error('not a commit');
      } catch {
        result.skipped++;
        // Only the last line can be torn (appends are sequential); a bad line before it means
        // the file was damaged: what follows it is ignored too rather than applied out of order.
        const rest = lines.slice(i + 1).filter((l) => l !== '').length;
        log(`Local Firestore journal ${name}: skipped an unreadable line ${i + 1}${rest ? ` and the ${rest} after it` : ''} (a write cut short by a crash).`);
        result.skipped += rest;
        break;
      }
      for (const [docPath, data] of entry) result.documents.set(docPath, data);
      result.commits++;
    }
  }
  return result;
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
