/** Site settings the reader site shows: advertiser contact details, the chat-channel link, social links. */
import { z } from 'zod';

const optionalUrl = z.union([z.literal(''), z.url({ message: 'Please enter a valid URL' })]);

export const SiteSettingsSchema = z.object({
  contactEmail: z.email({ message: 'Please enter a valid email address' }),
  contactPhone: z.string({ error: 'Phone number is required' }).trim().min(1, { message: 'Phone number is required' }).max(40),
  /** The floating button's link: the product's channel on a chat-messaging service. */
  chatChannelUrl: optionalUrl,
  social: z.object({ x: optionalUrl, youtube: optionalUrl, linkedin: optionalUrl }),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactEmail: 'ads@cryptolekh.com',
  contactPhone: '+91 22 4000 1234',
  chatChannelUrl: 'https://t.me/cryptolekh',
  social: { x: 'https://x.com/cryptolekh', youtube: 'https://www.youtube.com/@cryptolekh', linkedin: 'https://www.linkedin.com/company/cryptolekh' },
};
