/**
 * The reader catalog materialised in a few documents (issue 21, cost): catalogChunks/{cNNNN} each
 * hold up to ~100 published articles' listing documents with their rolled-up counts, and
 * catalogChunks/manifest names the chunks and `builtAt`, a read time: every write committed before
 * it is in the chunks. A cold instance reads them with one query (chunks + 1 reads) and catches up
 * from `builtAt`, instead of reading every article and its counts (2 reads per article).
 *
 * The hourly refresh (services/catalog-chunks-service.ts) rewrites only the chunks that changed,
 * with the manifest, in one transaction: a reader sees the old set or the new one, never a mix.
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, type ArticleDoc, type ArticleStatsDoc } from './documents.js';

/** Bumped when the stored shape changes: a manifest of another version is read as no chunks. */
export const CATALOG_CHUNKS_VERSION = 1;
const MANIFEST_ID = 'manifest';

export interface CatalogChunkEntry {
  article: ArticleDoc;
  /** Absent when the article had no rolled-up counts when the chunk was written. */
  stats?: ArticleStatsDoc;
}

/** catalogChunks/{cNNNN} */
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
   * Writes the chunks that changed and the manifest, and deletes the chunks no longer named, in one
   * transaction that first checks the manifest still has `basedOn` (undefined: none to replace): a
   * refresh that overlapped another one writes nothing (false) rather than mixing two results. A
   * rebuild (null) writes whatever is there: it replaces every chunk.
   */
  async write(basedOn: Timestamp | undefined | null, next: { builtAt: Timestamp; order: string[]; changed: Map<string, CatalogChunkEntry[]>; removed: string[] }): Promise<boolean> {
    const manifestRef = this.col.doc(MANIFEST_ID);
    return this.db.runTransaction(async (tx) => {
      if (basedOn !== null) {
        const current = (await tx.get(manifestRef)).data() as CatalogManifestDoc | undefined;
        const currentBuiltAt = current?.version === CATALOG_CHUNKS_VERSION ? current.builtAt : undefined;
        const same = basedOn === undefined ? currentBuiltAt === undefined : currentBuiltAt?.isEqual(basedOn) === true;
        if (!same) return false;
      }
      for (const [id, entries] of next.changed) tx.set(this.col.doc(id), { entries: entries.map(stored) } satisfies CatalogChunkDoc);
      for (const id of next.removed) tx.delete(this.col.doc(id));
      tx.set(manifestRef, { version: CATALOG_CHUNKS_VERSION, builtAt: next.builtAt, chunks: next.order } satisfies CatalogManifestDoc);
      return true;
    });
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

/** A chunk id that sorts in order (ids are allocated upwards). */
export function chunkId(n: number): string {
  return `c${String(n).padStart(4, '0')}`;
}
