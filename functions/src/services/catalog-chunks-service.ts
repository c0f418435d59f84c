/**
 * Keeps the materialised reader catalog (data/catalog-chunks-repository.ts) current, run hourly by
 * the refreshReaderCatalog schedule. Incremental: it reads the chunks and what changed since they
 * were built (the same catch-up queries as an instance's catalog) and writes anew only the chunks
 * holding an article that changed, came or went, then the manifest naming them with the new
 * `builtAt`. An article keeps its place; new ones go to the last chunk (split when full). Only when there are no chunks,
 * or they are too old to catch up from (deletion tombstones live a day), is everything read and
 * written again.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { type ArticleDoc, type ArticleStatsDoc, type CatalogChunkEntry, type CatalogChunks, type Repositories } from '../data/index.js';
import { CATCH_UP_OVERLAP_MS, FULL_READ_AFTER_MS } from './published-catalog.js';

/** Entries per chunk: a chunk is one read, and one write when any of its articles changes. */
export const CHUNK_MAX_ENTRIES = 100;
/**
 * Bytes per chunk, estimated as JSON (longer than Firestore's own count of the same fields): well
 * under its 1 MiB document limit. An article in 12 languages with long excerpts is ~10 kB, so a
 * chunk holds fewer of those.
 */
export const CHUNK_MAX_BYTES = 600_000;

export interface RefreshOutcome {
  /** Everything read and written again (no usable chunks). */
  rebuilt: boolean;
  /** Chunk documents written (the manifest, and the chunks they replace, not counted). */
  chunksWritten: number;
  /** False when another refresh wrote first (nothing written). */
  saved: boolean;
}

type Repos = Pick<Repositories, 'catalogChunks' | 'readerCatalog' | 'articleStats'>;

export interface ChunkLimits {
  maxEntries: number;
  maxBytes: number;
}

export class CatalogChunksService {
  private readonly limits: ChunkLimits;
  private readonly now: () => number;

  constructor(
    private readonly repos: Repos,
    /** Smaller limits (tests) make several chunks of a few articles; `now` is Date.now by default. */
    options: Partial<ChunkLimits> & { now?: () => number } = {},
  ) {
    this.limits = { maxEntries: options.maxEntries ?? CHUNK_MAX_ENTRIES, maxBytes: options.maxBytes ?? CHUNK_MAX_BYTES };
    this.now = options.now ?? (() => Date.now());
  }

  async refresh(): Promise<RefreshOutcome> {
    const current = await this.repos.catalogChunks.read();
    if (!current || this.now() - current.builtAt.toMillis() >= FULL_READ_AFTER_MS) return this.rebuild();
    return this.update(current);
  }

  private async rebuild(): Promise<RefreshOutcome> {
    const [all, existing] = await Promise.all([this.repos.readerCatalog.full(), this.repos.catalogChunks.ids()]);
    const entries = all.articles.sort((a, b) => a.id - b.id).map((article) => entryOf(article, all.stats.get(article.id)));
    const chunks = pack(entries, this.limits);
    const saved = await this.repos.catalogChunks.write(null, all.readTime, chunks.map((e) => ({ entries: e })), existing);
    return { rebuilt: true, chunksWritten: chunks.length, saved };
  }

  private async update(current: CatalogChunks): Promise<RefreshOutcome> {
    const changes = await this.repos.readerCatalog.changedSince(Timestamp.fromMillis(current.builtAt.toMillis() - CATCH_UP_OVERLAP_MS));
    const chunks = current.chunks;
    const where = new Map<number, string>();
    for (const [id, entries] of chunks) for (const e of entries) where.set(e.article.id, id);
    const changed = new Set<string>();
    const locate = (articleId: number) => {
      const id = where.get(articleId);
      if (id === undefined) return undefined;
      const entries = chunks.get(id)!;
      return { id, entries, i: entries.findIndex((e) => e.article.id === articleId) };
    };
    const drop = (articleId: number) => {
      const at = locate(articleId);
      if (!at) return;
      at.entries.splice(at.i, 1);
      where.delete(articleId);
      changed.add(at.id);
    };

    const added = new Map<number, ArticleDoc>();
    for (const doc of changes.articles) {
      if (doc.status !== 'published') {
        (drop(doc.id), added.delete(doc.id));
        continue;
      }
      const at = locate(doc.id);
      if (!at) {
        added.set(doc.id, doc);
        continue;
      }
      const e = at.entries[at.i]!;
      // The catch-up's overlap re-reads the last second's writes: an unchanged article changes no chunk.
      if (!sameTime(e.article.changedAt, doc.changedAt)) (at.entries[at.i] = { ...e, article: doc }), changed.add(at.id);
    }
    for (const id of changes.deleted) (drop(id), added.delete(id));
    for (const [articleId, stats] of changes.stats) {
      const at = locate(articleId);
      if (!at) continue;
      const e = at.entries[at.i]!;
      const same = e.stats?.views === stats.views && e.stats.shares === stats.shares && sameTime(e.stats.through, stats.through);
      if (!same) (at.entries[at.i] = { ...e, stats }), changed.add(at.id);
    }

    // A newly published article's counts may predate `builtAt` (an article published again).
    const missing = [...added.keys()].filter((id) => !changes.stats.has(id));
    const stats = missing.length > 0 ? await this.repos.articleStats.getMany(missing) : new Map<number, ArticleStatsDoc>();
    const placed = place(this.limits, chunks, changed, [...added.values()].sort((a, b) => a.id - b.id).map((a) => entryOf(a, changes.stats.get(a.id) ?? stats.get(a.id))));

    const kept = [...chunks].filter(([, entries]) => entries.length > 0);
    const replaced = [...chunks.keys()].filter((id) => !id.startsWith(NEW) && (placed.has(id) || chunks.get(id)!.length === 0));
    const written = kept.filter(([id]) => placed.has(id)).length;
    const saved = await this.repos.catalogChunks.write(current.builtAt, changes.readTime, kept.map(([id, entries]) => (placed.has(id) ? { entries } : { id })), replaced);
    return { rebuilt: false, chunksWritten: written, saved };
  }

}

function sameTime(a: Timestamp | undefined, b: Timestamp | undefined): boolean {
  return a !== undefined && b !== undefined && a.isEqual(b);
}

function entryOf(article: ArticleDoc, stats: ArticleStatsDoc | undefined): CatalogChunkEntry {
  return stats ? { article, stats } : { article };
}

function size(e: CatalogChunkEntry): number {
  return Buffer.byteLength(JSON.stringify(e));
}

/** The key of a chunk made by this refresh (it gets a document id when written). */
const NEW = 'new:';

/** Entries into chunks, each within both limits. */
function pack(entries: CatalogChunkEntry[], limits: ChunkLimits): CatalogChunkEntry[][] {
  const chunks: CatalogChunkEntry[][] = [];
  let bytes = Infinity;
  for (const e of entries) {
    const b = size(e);
    const last = chunks.at(-1);
    if (!last || last.length >= limits.maxEntries || bytes + b > limits.maxBytes) chunks.push([e]), (bytes = b);
    else last.push(e), (bytes += b);
  }
  return chunks;
}

/**
 * Adds new entries to the last chunk and splits any chunk that outgrew the limits (an edit can
 * lengthen an article), the overflow into new chunks at the end. Answers every chunk to write.
 */
function place(limits: ChunkLimits, chunks: Map<string, CatalogChunkEntry[]>, changed: Set<string>, added: CatalogChunkEntry[]): Set<string> {
  const write = new Set(changed);
  let n = 0;
  const fresh = (entries: CatalogChunkEntry[]) => {
    const key = `${NEW}${n++}`;
    chunks.set(key, entries);
    write.add(key);
  };
  const last = [...chunks.keys()].at(-1);
  if (added.length > 0) {
    if (last) chunks.get(last)!.push(...added), write.add(last);
    else fresh(added);
  }
  for (const id of [...write]) {
    const parts = pack(chunks.get(id)!, limits);
    if (parts.length <= 1) continue;
    chunks.set(id, parts[0]!);
    for (const part of parts.slice(1)) fresh(part);
  }
  return write;
}
