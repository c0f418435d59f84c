/** The console's Settings page (/admin/settings): the site settings the reader site shows. */
import { z } from 'zod';
import { SiteSettingsSchema } from './site-settings.js';

/** PUT /api/admin/settings: the whole settings object; unknown fields are refused, not stored. */
export const SiteSettingsUpdateSchema = SiteSettingsSchema.extend({ social: SiteSettingsSchema.shape.social.strict() }).strict();
export type SiteSettingsUpdate = z.infer<typeof SiteSettingsUpdateSchema>;
