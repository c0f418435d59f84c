import { startTestHost } from './helpers/test-host.ts';
const host = await startTestHost({ seed: true });
const list = await (await host.get('/api/articles?language=en&limit=1')).json() as { slug: string }[];
const slug = list[0]!.slug;
const ssr = await import('../functions/ssr/entry-server.js');
const s = host.services;
const data: Record<string, unknown> = {};
const loaders = {
  languages: () => s.languages.listActiveLanguages(),
  siteSettings: () => s.repos.settings.getSiteSettings(),
  articles: (q: any) => s.publicArticles.listPublishedArticles(q),
  featured: (q: any) => s.publicArticles.listFeaturedArticles(q),
  article: (sl: string, l: string) => s.publicArticles.getPublishedArticle(sl, l),
  articlePage: (q: any) => s.publicArticles.listPublishedPage(q),
  ads: (p: any) => s.publicAds.serveAds(p),
};
// Data only
const med = async (label: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 30; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < 100; i++) { const a = performance.now(); await fn(); t.push(performance.now() - a); }
  t.sort((a, b) => a - b); console.log(label, t[50]!.toFixed(1));
};
await med('loaders', () => Promise.all([loaders.languages(), loaders.siteSettings(), loaders.article(slug, 'en'), loaders.ads('article')]));
await med('render', () => ssr.render(`/article/${slug}`, loaders));
const cached: any = { languages: await loaders.languages(), settings: await loaders.siteSettings(), article: await loaders.article(slug, 'en'), ads: await loaders.ads('article') };
const fast = { ...loaders, languages: async () => cached.languages, siteSettings: async () => cached.settings, article: async () => cached.article, ads: async () => cached.ads };
await med('render (data in memory)', () => ssr.render(`/article/${slug}`, fast));
await host.stop();
