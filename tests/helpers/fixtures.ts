/** Test data written through the repositories (the same path the seed and, later, the console use). */
import type { ContentInput, NewArticle } from '../../functions/src/data/index.js';
import type { Services } from '../../functions/src/services/index.js';

export interface Langs {
  en: number;
  hi: number;
  bn: number;
  kn: number;
}

export async function createLanguages(services: Services): Promise<Langs> {
  const now = new Date();
  const { languages } = services.repos;
  const en = await languages.create({ code: 'en', name: 'English', nativeName: 'English', isActive: true }, now, 1);
  const hi = await languages.create({ code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isActive: true }, now);
  const bn = await languages.create({ code: 'bn', name: 'Bengali', nativeName: 'বাংলা', isActive: true }, now);
  const kn = await languages.create({ code: 'kn', name: 'Kannada', nativeName: 'ಕನ್ನಡ', isActive: false }, now);
  return { en: en.id, hi: hi.id, bn: bn.id, kn: kn.id };
}

export function content(languageId: number, title: string, extra: Partial<ContentInput> = {}): ContentInput {
  return {
    languageId,
    title,
    excerpt: `Excerpt of ${title}`,
    content: `<p>Body of ${title}</p>`,
    metaDescription: `Meta of ${title}`,
    ...extra,
  };
}

const DAY = 86_400_000;

/** A published English article `daysAgo` days old, with optional translations. */
export async function createArticle(
  services: Services,
  langs: Langs,
  over: Partial<NewArticle> & { slug: string; daysAgo?: number; title?: string },
) {
  const { slug, daysAgo = 1, title = `Title ${over.slug}`, ...rest } = over;
  const publishedAt = new Date(Date.now() - daysAgo * DAY);
  return services.repos.articles.create(
    {
      slug,
      category: 'education',
      status: 'published',
      isFeatured: false,
      imageUrl: null,
      imagePublicId: null,
      videoUrl: null,
      videoPublicId: null,
      publishedAt: (rest.status ?? 'published') === 'published' ? publishedAt : null,
      scheduledAt: null,
      original: content(langs.en, title),
      translations: [],
      ...rest,
    },
    publishedAt,
  );
}
