/**
 * The reader catalog materialised in a few documents (issue 21, cost): catalogChunks/{cNNNN} each
 * hold up to ~100 published articles' listing documents with their rolled-up counts, and
 * catalogChunks/manifest names the chunks and `builtAt`, a read time: every write committed before
 * it is in the chunks. A cold instance reads them with one query (chunks + 1 reads) and catches up
 * from `builtAt`, instead of reading every article and its counts (2 reads per article).
 *
 * The hourly refresh (services/catalog-chunks-service.ts) writes only the chunks that changed (as
 * new documents), then switches the manifest to them: a reader sees the old set or the new one.
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from './documents.js';
import type { ArticleDoc, ArticleStatsDoc } from './article-documents.js';

/** Bumped when the stored shape changes: a manifest of another version is read as no chunks. */
export const CATALOG_CHUNKS_VERSION = 1;
const MANIFEST_ID = 'manifest';

export interface CatalogChunkEntry {
  article: ArticleDoc;
  /** Absent when the article had no rolled-up counts when the chunk was written. */
  stats?: ArticleStatsDoc;
}

/** catalogChunks/{auto id}: written once, replaced by a new document when its articles change. */
export interface CatalogChunkDoc {
  entries: CatalogChunkEntry[];
}

/** catalogChunks/manifest */
export interface CatalogManifestDoc {
  version: number;
  builtAt: Timestamp;
  /** The chunk ids, in order; documents not named here are leftovers and ignored. */
  chunks: string[];
}

export interface CatalogChunks {
  builtAt: Timestamp;
  /** Chunk id → its entries, in the manifest's order. */
  chunks: Map<string, CatalogChunkEntry[]>;
}

export class CatalogChunksRepository {
  private readonly col;

  constructor(private readonly db: Firestore) {
    this.col = db.collection(COLLECTIONS.catalogChunks);
  }

  /**
   * The chunks and manifest in one query (one consistent snapshot; a read per document). Undefined
   * when there are none, they are of another version, or a chunk the manifest names is missing.
   */
  async read(): Promise<CatalogChunks | undefined> {
    const snap = await this.col.get();
    const docs = new Map(snap.docs.map((d) => [d.id, d.data()]));
    const manifest = docs.get(MANIFEST_ID) as CatalogManifestDoc | undefined;
    if (!manifest || manifest.version !== CATALOG_CHUNKS_VERSION) return undefined;
    const chunks = new Map<string, CatalogChunkEntry[]>();
    for (const id of manifest.chunks) {
      const doc = docs.get(id) as CatalogChunkDoc | undefined;
      if (!doc) return undefined;
      chunks.set(id, doc.entries);
    }
    return { builtAt: manifest.builtAt, chunks };
  }

  /**
   * Saves a new chunk set. Chunks given by entries are written as new documents (copy on write), in
   * batches of at most WRITE_BATCH_BYTES (a commit is limited to 10 MiB, a chunk is up to ~600 kB);
   * then one transaction checks the manifest still has `basedOn` (undefined: none; null: a rebuild,
   * which replaces whatever is there), writes the manifest naming the new set and deletes the
   * `replaced` chunks. Readers see the old set or the new one, never a mix, and a refresh that
   * overlapped another one saves nothing (false; its new documents are removed).
   */
  async write(
    basedOn: Timestamp | undefined | null,
    builtAt: Timestamp,
    chunks: ({ id: string } | { entries: CatalogChunkEntry[] })[],
    replaced: string[],
  ): Promise<boolean> {
    const order = chunks.map((c) => ('id' in c ? c.id : this.col.doc().id));
    const fresh = chunks.flatMap((c, i) => ('entries' in c ? [{ id: order[i]!, entries: c.entries.map(stored) }] : []));
    for (const batch of batches(fresh)) {
      const b = this.db.batch();
      for (const c of batch) b.set(this.col.doc(c.id), { entries: c.entries } satisfies CatalogChunkDoc);
      await b.commit();
    }
    const manifestRef = this.col.doc(MANIFEST_ID);
    const saved = await this.db.runTransaction(async (tx) => {
      if (basedOn !== null) {
        const current = (await tx.get(manifestRef)).data() as CatalogManifestDoc | undefined;
        const currentBuiltAt = current?.version === CATALOG_CHUNKS_VERSION ? current.builtAt : undefined;
        const same = basedOn === undefined ? currentBuiltAt === undefined : currentBuiltAt?.isEqual(basedOn) === true;
        if (!same) return false;
      }
      for (const id of replaced) tx.delete(this.col.doc(id));
      tx.set(manifestRef, { version: CATALOG_CHUNKS_VERSION, builtAt, chunks: order } satisfies CatalogManifestDoc);
      return true;
    });
    if (!saved) await Promise.all(fresh.map((c) => this.col.doc(c.id).delete()));
    return saved;
  }

  /** Every document of the collection, for a rebuild that must delete leftovers (ids only: a read each). */
  async ids(): Promise<string[]> {
    const snap = await this.col.select().get();
    return snap.docs.map((d) => d.id).filter((id) => id !== MANIFEST_ID);
  }
}

/** Firestore refuses `undefined` fields: an entry without counts stores no `stats`. */
function stored(e: CatalogChunkEntry): CatalogChunkEntry {
  return e.stats ? { article: e.article, stats: e.stats } : { article: e.article };
}

/** Well under a commit's 10 MiB, by the chunks' size as JSON (longer than Firestore's own count). */
const WRITE_BATCH_BYTES = 6_000_000;

function batches<T extends { entries: CatalogChunkEntry[] }>(chunks: T[]): T[][] {
  const out: T[][] = [];
  let bytes = Infinity;
  for (const c of chunks) {
    const b = Buffer.byteLength(JSON.stringify(c.entries));
    if (bytes + b > WRITE_BATCH_BYTES) out.push([]), (bytes = 0);
    out.at(-1)!.push(c);
    bytes += b;
  }
  return out;
}
