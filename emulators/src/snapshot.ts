/**
 * The local Firestore's snapshot: `firestore.snapshot` in DATA_DIR, one line per document,
 * `["path",data]` (Timestamps and vectors tagged as in the journal). A file of lines, not one JSON
 * value, so that neither loading nor saving ever holds the whole database as one string:
 *  - loading reads it line by line into the in-memory database, in batches;
 *  - saving (compaction) never serialises the in-memory database: it merges the previous snapshot
 *    with the journal written since (journal.ts), copying the lines of unchanged documents as
 *    bytes, so its cost is reading and writing the file, not re-encoding every document;
 *  - each new snapshot is written to a temporary file, synced and renamed over the old one.
 * `firestore.json` (the whole database as one JSON value, written before the journal existed) is
 * still read once and replaced by a snapshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { DocumentData } from 'firebase-admin/firestore';
import { decodeUtf8, parseRevived, readLines, syncDir, type JournalCodec, type JournalEntry } from './journal.js';

export const SNAPSHOT_FILE = 'firestore.snapshot';
export const LEGACY_SNAPSHOT_FILE = 'firestore.json';

/** Reads the snapshot, handing its documents over in batches of `batchSize`; returns how many. */
export async function loadSnapshot(
  file: string,
  codec: JournalCodec,
  apply: (documents: { path: string; data: DocumentData }[]) => void,
  batchSize = 1000,
): Promise<number> {
  let batch: { path: string; data: DocumentData }[] = [];
  let count = 0;
  let number = 0;
  for await (const { line, terminated } of readLines(file)) {
    number++;
    if (line.length === 0) continue;
    let parsed: unknown;
    try {
      if (!terminated) throw new Error('no newline at its end');
      parsed = parseRevived(decodeUtf8(line), codec.reviver);
    } catch (err) {
      // Snapshots are renamed into place whole: a bad line is damage, not a crash; refuse to
      // start rather than run on a database missing documents.
      throw new Error(`The local database snapshot ${file} is damaged at line ${number} (${String(err)}); restore it from a backup or move it away.`);
    }
    const [docPath, data] = parsed as [string, DocumentData];
    batch.push({ path: docPath, data });
    count++;
    if (batch.length >= batchSize) {
      apply(batch);
      batch = [];
    }
  }
  if (batch.length > 0) apply(batch);
  return count;
}

/** Buffers lines and writes them to a file in large chunks. */
class ChunkWriter {
  private parts: Buffer[] = [];
  private size = 0;
  bytes = 0;

  constructor(private readonly handle: fs.promises.FileHandle) {}

  async line(text: Buffer | string): Promise<void> {
    const buffer = typeof text === 'string' ? Buffer.from(text) : text;
    this.parts.push(buffer, NEWLINE);
    this.size += buffer.length + 1;
    if (this.size >= 1 << 20) await this.drain();
  }

  async drain(): Promise<void> {
    if (this.size === 0) return;
    const chunk = Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    await this.handle.write(chunk);
    this.bytes += chunk.length;
  }
}
const NEWLINE = Buffer.from('\n');

/** Writes a new snapshot through `fill` into a temporary file, syncs it and renames it over `file`. */
async function replaceSnapshot(file: string, fill: (out: ChunkWriter) => Promise<void>): Promise<number> {
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await fs.promises.open(tmp, 'w');
  let bytes: number;
  try {
    const out = new ChunkWriter(handle);
    await fill(out);
    await out.drain();
    await handle.datasync();
    bytes = out.bytes;
  } finally {
    await handle.close();
  }
  await fs.promises.rename(tmp, file);
  syncDir(path.dirname(file));
  return bytes;
}

/**
 * Compaction: the snapshot `file` with the commits of `journalFile` applied, written as a new
 * snapshot. Unchanged documents' lines are copied as they are; only the documents the journal
 * wrote are encoded. Returns the new snapshot's size in bytes.
 */
export async function mergeSnapshot(file: string, journalFile: string): Promise<number> {
  // Each document's last line in the journal (null: deleted), kept encoded.
  const changed = new Map<string, string | null>();
  for await (const { line, terminated } of readLines(journalFile)) {
    if (line.length === 0) continue;
    let entry: JournalEntry;
    try {
      if (!terminated) break;
      // Tagged values stay tagged: parsed and encoded again as they are, no reviver needed.
      entry = JSON.parse(decodeUtf8(line)) as JournalEntry;
      if (!Array.isArray(entry)) break;
    } catch {
      break; // a torn line: what replay skips, compaction skips too
    }
    for (const [docPath, data] of entry) changed.set(docPath, data === null ? null : JSON.stringify([docPath, data]));
  }
  return replaceSnapshot(file, async (out) => {
    if (fs.existsSync(file)) {
      for await (const { line } of readLines(file)) {
        if (line.length === 0) continue;
        const docPath = pathOf(line);
        const replaced = changed.get(docPath);
        if (replaced === undefined) {
          await out.line(line);
        } else {
          changed.delete(docPath);
          if (replaced !== null) await out.line(replaced);
        }
      }
    }
    for (const text of changed.values()) if (text !== null) await out.line(text);
  });
}

/** Writes every document of `documents` (path, data) as a new snapshot (encoding each one). */
export async function writeSnapshot(file: string, documents: Iterable<[string, DocumentData]>, codec: JournalCodec): Promise<number> {
  return replaceSnapshot(file, async (out) => {
    for (const [docPath, data] of documents) await out.line(JSON.stringify([docPath, data], codec.replacer));
  });
}

/** The document path a snapshot line starts with (`["path",...`), decoding nothing else. */
function pathOf(line: Buffer): string {
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  if (line[0] !== 0x5b || line[1] !== QUOTE) throw new Error(`not a snapshot line: ${line.subarray(0, 40).toString()}`);
  let i = 2;
  while (i < line.length) {
    const byte = line[i]!;
    if (byte === BACKSLASH) i += 2;
    else if (byte === QUOTE) break;
    else i++;
  }
  return JSON.parse(decodeUtf8(line.subarray(1, i + 1))) as string;
}

/** Removes temporary snapshots a crash left behind. */
export function removeTemporaryFiles(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(`${SNAPSHOT_FILE}.`) && name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
    if (name.startsWith(`${LEGACY_SNAPSHOT_FILE}.`) && name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
  }
}
