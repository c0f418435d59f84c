/**
 * Presence (issue 39): who else has an article open in the console, in which language version,
 * reading or editing, as of their last beat. Entries lapse PRESENCE_EXPIRY_MS after it, by the
 * clock services share (tests move it). The store and its costs: data/article-presence-repository.ts.
 */
import {
  ARTICLE_MESSAGES as M,
  PRESENCE_EXPIRY_MS,
  type PresenceBeat,
  type PresenceBeatAnswer,
  type PresenceLeft,
  type PresenceList,
  type PresencePerson,
} from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import { BadRequestError } from '../errors.js';
import type { Clock } from './clock.js';
import type { LanguagesService } from './languages-service.js';

export class ArticlePresenceService {
  constructor(
    private readonly repos: Pick<Repositories, 'articlePresence'>,
    private readonly languages: LanguagesService,
    private readonly clock: Clock,
  ) {}

  /** `article`: as the route's guard read it. */
  async beat(article: { id: number; languageIds: number[] }, person: { uid: string; name: string }, body: PresenceBeat): Promise<PresenceBeatAnswer> {
    // A version the article has, or one being written (an active language), as autosave allows.
    if (!article.languageIds.includes(body.languageId) && !(await this.languages.loadCatalog()).isActive(body.languageId)) {
      const reason = M.languageUnavailable(body.languageId);
      throw new BadRequestError(`Invalid body parameter 'languageId': ${reason}`, 'languageId', reason);
    }
    const now = this.clock.now();
    await this.repos.articlePresence.beat(article.id, person.uid, { name: person.name, languageId: body.languageId, mode: body.mode }, now, PRESENCE_EXPIRY_MS);
    return { at: now.toISOString(), expiresAt: new Date(now.getTime() + PRESENCE_EXPIRY_MS).toISOString() };
  }

  async leave(articleId: number, uid: string): Promise<PresenceLeft> {
    return { left: await this.repos.articlePresence.leave(articleId, uid, this.clock.now(), PRESENCE_EXPIRY_MS) };
  }

  /** Everyone but `uid` who has an article open now, by article; the newest beat first. */
  async list(uid: string): Promise<PresenceList> {
    const now = this.clock.now().getTime();
    const docs = await this.repos.articlePresence.listActive(new Date(now));
    const articles = docs
      .map((doc) => ({
        articleId: doc.articleId,
        people: Object.entries(doc.people ?? {})
          .filter(([who, e]) => who !== uid && e.at.toMillis() + PRESENCE_EXPIRY_MS > now)
          .map(([who, e]): PresencePerson => ({ uid: who, name: e.name, languageId: e.languageId, mode: e.mode, at: e.at.toDate().toISOString() }))
          .sort((a, b) => b.at.localeCompare(a.at) || a.name.localeCompare(b.name)),
      }))
      .filter((a) => a.people.length > 0)
      .sort((a, b) => a.articleId - b.articleId);
    return { articles };
  }
}
