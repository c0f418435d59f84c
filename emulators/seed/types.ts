/**
 * Shapes of the demo content. The seeder (emulators/seed/index.ts) turns these into Firestore
 * documents through the same repositories the API uses, so demo data is always valid data.
 */
export type SeedCategory = 'education' | 'research' | 'case-study';

/** Language codes the demo content is written in (they exist in seed/languages.ts). */
export type SeedLanguageCode = 'en' | 'hi' | 'bn' | 'hi-en' | 'kn';

export interface SeedTranslation {
  /** 50-60 characters is the editorial guidance. */
  title: string;
  /** 150-200 characters is the editorial guidance. */
  excerpt: string;
  /** Several paragraphs of HTML: <p>, <h2>, <ul>/<ol>, <blockquote>, <img> (local /media/seed/ paths only). */
  content: string;
  /** 150-160 characters is the editorial guidance. */
  metaDescription: string;
}

export interface SeedArticle {
  /** lowercase letters, digits and hyphens only */
  slug: string;
  category: SeedCategory;
  status: 'published' | 'draft' | 'scheduled';
  isFeatured: boolean;
  /**
   * A drawing in emulators/seed/media/ served as an upload of it would be: its rendered JPEG with
   * WebP variants and its size (render-media.ts, rendered.json).
   */
  image?: string;
  /** An image given by URL, a path under /media/seed/: no stored size, no variants. */
  imageUrl?: string;
  /**
   * A file in emulators/seed/media/ seeded as a real upload (rendered to a JPEG, then uploaded
   * through MediaService: record, WebP variants, the article's image size), instead of `imageUrl`.
   */
  uploadImage?: string;
  videoUrl?: string;
  videoPublicId?: string;
  /** Files in emulators/seed/media/ seeded as an uploaded video with its poster stored beside it. */
  uploadVideo?: { file: string; poster: string };
  /** For published articles: how many days before seeding it was published (fractions allowed). */
  publishedDaysAgo?: number;
  /** For scheduled articles: how many days after seeding it goes live. */
  scheduledInDays?: number;
  views: number;
  shares: number;
  /** English is always the original; the others are translations of it. */
  translations: { en: SeedTranslation } & Partial<Record<Exclude<SeedLanguageCode, 'en'>, SeedTranslation>>;
}

export type SeedAdType = 'banner' | 'sidebar' | 'inline' | 'popup' | 'native';
export type SeedAdPlacement = 'homepage' | 'article' | 'category';

export interface SeedAd {
  name: string;
  type: SeedAdType;
  placement: SeedAdPlacement;
  headline: string;
  text: string;
  /** A drawing in emulators/seed/media/, served as its rendered WebP (render-media.ts), or absent. */
  image?: string;
  /** Where a click leads; absent for ads without a link. */
  url?: string;
  /** HTML body of inline ads (rendered isolated on the reader site). */
  content?: string;
  /** 0-100, higher shows first. */
  priority: number;
  isActive: boolean;
  impressions: number;
  clicks: number;
}
