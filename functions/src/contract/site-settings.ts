/** Site settings the reader site shows: advertiser contact details, the chat-channel link, social links. */
import { z } from 'zod';
import { plainText } from './text.js';
import { urlOrEmpty } from './url.js';

/** Links are '' when not set; anything else must be a safe http(s) URL or a path on this site. */
const optionalUrl = urlOrEmpty();

export const SiteSettingsSchema = z.object({
  contactEmail: z.email({ message: 'Please enter a valid email address' }),
  contactPhone: plainText({ required: 'Phone number is required', max: 40, noMarkup: true }),
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
