/** Reading the language list, and resolving the `language` parameter of reader calls. */
import { MESSAGES, type PublicLanguage } from '../contract/index.js';
import type { LanguageDoc, Repositories } from '../data/index.js';
import { BadRequestError } from '../errors.js';

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
  constructor(private readonly repos: Pick<Repositories, 'languages'>) {}

  async loadCatalog(): Promise<LanguageCatalog> {
    return new LanguageCatalog(await this.repos.languages.listAll());
  }

  /** Active languages, English (id 1) first, then in the order they were added. */
  async listActiveLanguages(): Promise<PublicLanguage[]> {
    const all = await this.repos.languages.listAll();
    return all
      .filter((l) => l.isActive)
      .sort((a, b) => (a.code === 'en' ? -1 : b.code === 'en' ? 1 : a.id - b.id))
      .map(({ id, code, name, nativeName }) => ({ id, code, name, nativeName }));
  }
}
