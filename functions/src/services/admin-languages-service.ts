/**
 * Language management for the console. English (id 1, code en) is the default language every
 * article can fall back to, so it is never deleted, deactivated or recoded. A language that
 * translations, channels or ads' targeting still use is not deleted either: deactivating hides it
 * instead (an ad targeting only inactive languages is then shown to no one).
 */
import {
  ENGLISH_LANGUAGE_ID,
  LANGUAGE_MESSAGES as M,
  type AdminLanguage,
  type CreateLanguageRequest,
  type DeletedResponse,
  type UpdateLanguageRequest,
} from '../contract/index.js';
import type { LanguageDoc, Repositories } from '../data/index.js';
import { toIsoRequired } from '../data/timestamps.js';
import { BadRequestError, ConflictError, NotFoundError } from '../errors.js';
import type { Clock } from './clock.js';

/** What follows a language's life in the background: its interface text (site-text-service.ts). */
export interface LanguageLifecycle {
  languageActivated(languageId: number): Promise<void>;
  languageDeleted(languageId: number): Promise<void>;
}

export class AdminLanguagesService {
  constructor(
    private readonly repos: Pick<Repositories, 'languages'>,
    private readonly clock: Clock,
    private readonly lifecycle?: LanguageLifecycle,
  ) {}

  async listLanguages(): Promise<AdminLanguage[]> {
    const all = await this.repos.languages.listAll();
    return all.sort((a, b) => (a.id === ENGLISH_LANGUAGE_ID ? -1 : b.id === ENGLISH_LANGUAGE_ID ? 1 : a.id - b.id)).map(view);
  }

  async createLanguage(req: CreateLanguageRequest): Promise<AdminLanguage> {
    const doc = await this.repos.languages.create({ ...req, isActive: req.isActive ?? true }, this.clock.now());
    // A new language gets its interface from AI in the background (when AI is set up).
    if (doc.isActive) await this.lifecycle?.languageActivated(doc.id);
    return view(doc);
  }

  async updateLanguage(id: number, req: UpdateLanguageRequest): Promise<AdminLanguage> {
    if (id === ENGLISH_LANGUAGE_ID) {
      if (req.isActive === false) throw new BadRequestError(M.englishNotDeactivatable, 'isActive', 'default language');
      if (req.code !== undefined && req.code !== 'en') throw new BadRequestError(M.englishCodeFixed, 'code', 'default language');
    }
    const wasActive = req.isActive === true ? (await this.repos.languages.getById(id))?.isActive : undefined;
    const doc = await this.repos.languages.update(id, req);
    if (!doc) throw new NotFoundError(M.notFound);
    // Switched back on: whatever English gained meanwhile is translated too.
    if (wasActive === false && doc.isActive) await this.lifecycle?.languageActivated(doc.id);
    return view(doc);
  }

  async deleteLanguage(id: number): Promise<DeletedResponse> {
    if (id === ENGLISH_LANGUAGE_ID) throw new BadRequestError(M.englishNotDeletable, 'id', 'default language');
    const result = await this.repos.languages.deleteIfUnused(id);
    if (result === 'not-found') throw new NotFoundError(M.notFound);
    if (result === 'in-use') {
      const [language, usage] = await Promise.all([this.repos.languages.getById(id), this.repos.languages.usage(id)]);
      throw new ConflictError(M.inUse(language?.name ?? `Language ${id}`, usage.articles, usage.channels, usage.ads), 'id', 'in use');
    }
    await this.lifecycle?.languageDeleted(id);
    return { id, deleted: true };
  }
}

function view(l: LanguageDoc): AdminLanguage {
  return { id: l.id, code: l.code, name: l.name, nativeName: l.nativeName, isActive: l.isActive, createdAt: toIsoRequired(l.createdAt) };
}
