/** Singleton settings documents under settings/. */
import { changesBetween, recordIn } from './audit-log.js';
import { afterArticleWrite } from './change-signal.js';
import type { Firestore } from 'firebase-admin/firestore';
import { DEFAULT_SITE_SETTINGS, SiteSettingsSchema, type SiteSettings } from '../contract/index.js';
import { collections } from './documents.js';

export class SettingsRepository {
  private readonly site;

  constructor(db: Firestore) {
    this.site = collections(db).settings.doc('site');
  }

  /**
   * The stored site settings, field by field: a field never set reads as its default. A link
   * stored before today's rules and failing them (a `javascript:` link saved by an older version)
   * reads as no link, so the reader site never carries it.
   */
  async getSiteSettings(): Promise<SiteSettings> {
    const snap = await this.site.get();
    const stored = (snap.data() ?? {}) as Record<string, unknown>;
    const storedSocial = (stored.social ?? {}) as Record<string, unknown>;
    const shape = SiteSettingsSchema.shape;
    const socialShape = shape.social.shape;
    const pick = (schema: { safeParse(v: unknown): { success: boolean; data?: string } }, value: unknown, fallback: string, invalid = fallback): string => {
      if (value === undefined) return fallback;
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data! : invalid;
    };
    const d = DEFAULT_SITE_SETTINGS;
    return {
      contactEmail: pick(shape.contactEmail, stored.contactEmail, d.contactEmail),
      contactPhone: pick(shape.contactPhone, stored.contactPhone, d.contactPhone),
      chatChannelUrl: pick(shape.chatChannelUrl, stored.chatChannelUrl, d.chatChannelUrl, ''),
      timeZone: pick(shape.timeZone, stored.timeZone, d.timeZone!),
      showMeasuredAudience: stored.showMeasuredAudience === true,
      social: {
        x: pick(socialShape.x, storedSocial.x, d.social.x, ''),
        youtube: pick(socialShape.youtube, storedSocial.youtube, d.social.youtube, ''),
        linkedin: pick(socialShape.linkedin, storedSocial.linkedin, d.social.linkedin, ''),
      },
    };
  }

  async saveSiteSettings(settings: SiteSettings): Promise<void> {
    const db = this.site.firestore;
    // Pages keep the settings a while (change-signal.ts): this write drops them at once.
    await afterArticleWrite(
      db.runTransaction(async (tx) => {
        const before = ((await tx.get(this.site)).data() ?? {}) as Partial<SiteSettings>;
        // A save without the time zone or the measured-audience switch (a console from before
        // issue 30) keeps the stored one.
        const timeZone = settings.timeZone ?? before.timeZone;
        const showMeasuredAudience = settings.showMeasuredAudience ?? before.showMeasuredAudience;
        const { timeZone: _zone, showMeasuredAudience: _show, ...rest } = settings;
        const saved: Partial<SiteSettings> = { ...rest, ...(timeZone === undefined ? {} : { timeZone }), ...(showMeasuredAudience === undefined ? {} : { showMeasuredAudience }) };
        tx.set(this.site, saved);
        const flat = (s: Partial<SiteSettings>) => ({
          contactEmail: s.contactEmail,
          contactPhone: s.contactPhone,
          chatChannelUrl: s.chatChannelUrl,
          x: s.social?.x,
          youtube: s.social?.youtube,
          linkedin: s.social?.linkedin,
          timeZone: s.timeZone,
          // Never stored reads as off: the first save after this field came is no change.
          showMeasuredAudience: s.showMeasuredAudience === true,
        });
        recordIn(db, tx, {
          action: 'settings.update',
          target: { type: 'settings', id: 'site' },
          changes: changesBetween(flat(before), flat(saved), ['contactEmail', 'contactPhone', 'chatChannelUrl', 'x', 'youtube', 'linkedin', 'timeZone', 'showMeasuredAudience']),
        });
      }),
    );
  }
}
