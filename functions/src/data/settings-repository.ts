/** Singleton settings documents under settings/. */
import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_SITE_SETTINGS, SiteSettingsSchema, type SiteSettings } from '../contract/index.js';
import { collections } from './documents.js';

export class SettingsRepository {
  private readonly site;

  constructor(db: Firestore) {
    this.site = collections(db).settings.doc('site');
  }

  /** The stored site settings, or the defaults for whatever was never set. */
  async getSiteSettings(): Promise<SiteSettings> {
    const snap = await this.site.get();
    const stored = SiteSettingsSchema.partial().safeParse(snap.data() ?? {});
    const data = stored.success ? stored.data : {};
    return { ...DEFAULT_SITE_SETTINGS, ...data, social: { ...DEFAULT_SITE_SETTINGS.social, ...data.social } };
  }

  async saveSiteSettings(settings: SiteSettings): Promise<void> {
    await this.site.set(settings);
  }
}
