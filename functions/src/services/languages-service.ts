/**
 * Reading the language list, and resolving the `language` parameter of reader calls.
 *
 * Every reader page, list and background job needs the languages, and reading them is a read per
 * language (a dozen): read per request, they were most of a busy instance's reads. So this
 * instance keeps them LANGUAGES_TTL_MS, dropped at once when a write here changes what readers
 * see (change-signal.ts; language writes do). A change made in another instance shows within
 * that time, as long as the Hosting CDN keeps a page anyway. The console's writes read them
 * fresh (`{ fresh: true }`), so a language added a moment ago elsewhere can be used at once.
 */
import { MESSAGES, type PublicLanguage } from '../contract/index.js';
import { changeSignal } from '../data/change-signal.js';
import type { LanguageDoc, Repositories } from '../data/index.js';
import { BadRequestError } from '../errors.js';

export const LANGUAGES_TTL_MS = 60_000;

/** A snapshot of the languages for one request: lookups without further reads. */
export class LanguageCatalog {
  private readonly byId = new Map<number, LanguageDoc>();

  constructor(readonly all: LanguageDoc[]) {
    for (const l of all) this.byId.set(l.id, l);
  }

  get(id: number): LanguageDoc | undefined {
    return this.byId.get(id);
  }

  isActive(id: number): boolean {
    return this.byId.get(id)?.isActive === true;
  }

  /** The active language with this code; an unknown or inactive code is a 400 naming it. */
  resolveCode(code: string): LanguageDoc {
    const found = this.all.find((l) => l.code === code && l.isActive);
    if (!found) throw new BadRequestError(MESSAGES.languageNotFound(code), 'language', 'unknown or inactive language code');
    return found;
  }
}

export class LanguagesService {
  private kept?: { stamp: string; at: number; all: Promise<LanguageDoc[]> };

  constructor(private readonly repos: Pick<Repositories, 'languages'>) {}

  async loadCatalog(options: { fresh?: boolean } = {}): Promise<LanguageCatalog> {
    return new LanguageCatalog(await this.listAll(options.fresh));
  }

  /** Active languages, English (id 1) first, then in the order they were added. */
  async listActiveLanguages(): Promise<PublicLanguage[]> {
    const all = await this.listAll();
    return all
      .filter((l) => l.isActive)
      .sort((a, b) => (a.code === 'en' ? -1 : b.code === 'en' ? 1 : a.id - b.id))
      .map(({ id, code, name, nativeName }) => ({ id, code, name, nativeName }));
  }

  /** Every language, kept LANGUAGES_TTL_MS while nothing was written here (see the module header). */
  private listAll(fresh = false): Promise<LanguageDoc[]> {
    const stamp = changeSignal.stamp();
    const now = Date.now();
    const k = this.kept;
    if (!fresh && k && k.stamp === stamp && now - k.at < LANGUAGES_TTL_MS) return k.all;
    const all = this.repos.languages.listAll();
    const entry = { stamp, at: now, all };
    this.kept = entry;
    // A failed read is never kept.
    all.catch(() => this.kept === entry && (this.kept = undefined));
    return all;
  }
}
