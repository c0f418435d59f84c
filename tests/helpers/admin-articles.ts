/** The console's article calls for the admin article tests: a host of their own, its languages and clock, and the create body the console sends. */
import { afterAll, beforeAll, expect } from 'vitest';
import { manualClock } from './clock.js';
import { createLanguages, type Langs } from './fixtures.js';
import { startAdminHost, type AdminTestHost } from './admin-host.js';

export const MINUTE = 60_000;
/** createLanguages gives the inactive Kannada id 4; tables are built before the hooks run. */
export const KANNADA = 4;
export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

export interface BodyParts {
  article?: Record<string, unknown>;
  translation?: Record<string, unknown>;
  targetLanguages?: unknown;
}

/**
 * Starts an admin host for the calling file's tests (scheduled publishing only when a test runs
 * it, so each step is deterministic) with the fixture languages, and stops it after them.
 * `host` and `langs` are filled in place in the file's beforeAll, so a file destructures them once
 * at the top and its tests read them once the hooks have run.
 */
export function adminArticlesHost() {
  const clock = manualClock();
  const ctx = { clock, host: {} as AdminTestHost, langs: {} as Langs };
  beforeAll(async () => {
    Object.assign(ctx.host, await startAdminHost({ clock, schedules: false }));
    Object.assign(ctx.langs, await createLanguages(ctx.host.services));
    expect(ctx.langs.kn).toBe(KANNADA);
  });
  afterAll(() => ctx.host.stop());

  /** The create body the console sends (admin-and-api.md §7), with overrides; `undefined` drops a key. */
  const createBody = (slug: string, over: BodyParts = {}) => ({
    article: {
      slug,
      category: 'education',
      status: 'draft',
      isFeatured: false,
      imageUrl: '',
      imagePublicId: '',
      videoUrl: '',
      videoPublicId: '',
      ...over.article,
    },
    translation: {
      languageId: ctx.langs.en,
      title: `Title of ${slug}`,
      content: `<p>Body of ${slug}</p>`,
      excerpt: `Excerpt of ${slug}`,
      metaDescription: `Meta of ${slug}`,
      isOriginal: true,
      ...over.translation,
    },
    targetLanguages: over.targetLanguages ?? [],
  });
  const create = async (slug: string, over: BodyParts = {}) => {
    const res = await ctx.host.admin('POST', '/api/admin/articles', createBody(slug, over));
    if (res.status !== 201) throw new Error(`create ${slug}: ${res.status} ${JSON.stringify(res.body)}`);
    clock.advance(1000); // distinct createdAt for ordering
    return res.body;
  };
  const publicRead = (slug: string, language = 'en') => ctx.host.get(`/api/articles/${slug}?language=${language}`);
  return Object.assign(ctx, { createBody, create, publicRead });
}
