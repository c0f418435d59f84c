/**
 * What this instance's in-process caches of reader answers check before answering from memory:
 * a version that every write in this instance moves. Writes in other instances are not seen; the
 * caches' lifetimes are short for that reason (seconds; a minute for the catalog, the languages
 * and a page's frame, as long as the CDN keeps answers), so every instance converges.
 */
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

/**
 * The value every write of an article (and of its rolled-up counts) stores in `changedAt`: the
 * commit's time on the server's clock, the key by which each instance's catalog catches up.
 */
export function changedNow(): Timestamp {
  return FieldValue.serverTimestamp() as unknown as Timestamp;
}

export class ChangeSignal {
  private global = 0;
  private rollUps = 0;
  private countSeq = 0;
  /** For each article, the countSeq of its last count here. */
  private readonly lastCounted = new Map<number, number>();

  /** Something readers see changed (an article, a translation, a language): every cached answer is stale. */
  articlesChanged(): void {
    this.global++;
  }

  /** One article's counts changed (a view or share counted here): only answers about it are stale. */
  articleCounted(id: number): void {
    this.lastCounted.set(id, ++this.countSeq);
    if (this.lastCounted.size > 10_000) this.lastCounted.clear(), this.global++;
  }

  /**
   * Rolled-up counts were written here (article-stats-repository.ts): only the reader catalog,
   * which sorts by them, is stale; the other caches show this instance's own counts anyway.
   */
  countsRolledUp(): void {
    this.rollUps++;
  }

  /** Taken before an answer is computed; the answer stays good while `isCurrent` says so. */
  stamp(): string {
    return `${this.global}`;
  }

  /** What the reader catalog checks: any write here, or counts rolled up here. */
  catalogStamp(): string {
    return `${this.global}:${this.rollUps}`;
  }

  mark(): { global: number; seq: number } {
    return { global: this.global, seq: this.countSeq };
  }

  /** Nothing at all was written or counted here since `mark` (a computation begun then may still be shared). */
  unchangedSince(mark: { global: number; seq: number }): boolean {
    return mark.global === this.global && mark.seq === this.countSeq;
  }

  /** Nothing was written since `mark`, and the article (if any) was not counted since. */
  isCurrent(mark: { global: number; seq: number }, articleId?: number): boolean {
    if (mark.global !== this.global) return false;
    return articleId === undefined || (this.lastCounted.get(articleId) ?? 0) <= mark.seq;
  }
}

export const changeSignal = new ChangeSignal();

/** Moves the version once the write has settled (committed or not: a stale cache is never worth the risk). */
export function afterArticleWrite<T>(write: Promise<T>): Promise<T> {
  return write.finally(() => changeSignal.articlesChanged());
}
