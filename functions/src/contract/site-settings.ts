/** Site settings the reader site shows: advertiser contact details, the chat-channel link, social links. */
import { z } from 'zod';
import { plainText } from './text.js';
import { urlOrEmpty } from './url.js';
import { ANALYTICS_MESSAGES, DEFAULT_SITE_TIME_ZONE } from './analytics.js';

/** Whether the runtime knows this IANA time zone ("Asia/Kolkata", "UTC"); offsets and abbreviations ("IST") are refused. */
export function isTimeZone(zone: string): boolean {
  // Area/Location names (and UTC) only: ICU also knows legacy abbreviations such as "IST", which are ambiguous.
  if (zone !== 'UTC' && !/^[A-Za-z]+(\/[A-Za-z0-9_+\-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Links are '' when not set; anything else must be a safe http(s) URL or a path on this site. */
const optionalUrl = urlOrEmpty();

export const SiteSettingsSchema = z.object({
  contactEmail: z.email({ message: 'Please enter a valid email address' }),
  contactPhone: plainText({ required: 'Phone number is required', max: 40, noMarkup: true }),
  /** The floating button's link: the product's channel on a chat-messaging service. */
  chatChannelUrl: optionalUrl,
  social: z.object({ x: optionalUrl, youtube: optionalUrl, linkedin: optionalUrl }),
  /**
   * The IANA time zone of the site's reporting day (issue 30: analytics days, the visitor salt's
   * midnight). Always present when read; a PUT without it keeps the stored one.
   */
  timeZone: z.string().max(64, { message: ANALYTICS_MESSAGES.invalidTimeZone }).refine(isTimeZone, { message: ANALYTICS_MESSAGES.invalidTimeZone }).optional(),
  /**
   * The Advertise page's four tiles show the last 30 site-days' measured audience instead of the
   * spec's fixed figures (issue 30). Always present when read (default false); a PUT without it
   * keeps the stored one.
   */
  showMeasuredAudience: z.boolean({ message: 'Show measured audience must be true or false' }).optional(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contactEmail: 'ads@cryptolekh.com',
  contactPhone: '+91 22 4000 1234',
  chatChannelUrl: 'https://t.me/cryptolekh',
  timeZone: DEFAULT_SITE_TIME_ZONE,
  showMeasuredAudience: false,
  social: { x: 'https://x.com/cryptolekh', youtube: 'https://www.youtube.com/@cryptolekh', linkedin: 'https://www.linkedin.com/company/cryptolekh' },
};

/** How many site-days the Advertise page's measured audience covers (ending yesterday). */
export const MEASURED_AUDIENCE_DAYS = 30;

/**
 * The Advertise page's measured audience (issue 30, docs/analytics.md): the 30 complete site-days
 * ending yesterday in the site's time zone, from the daily rollups. `visitors` are summed daily
 * visitors (a reader of three days counts three times); `engagedSeconds` the average seconds a
 * page view was read; `clickThroughRate` ad clicks per impression (0 without impressions).
 */
export interface MeasuredAudience {
  from: string;
  to: string;
  visitors: number;
  pageviews: number;
  engagedSeconds: number;
  adImpressions: number;
  adClicks: number;
  clickThroughRate: number;
}

/**
 * GET /api/site-settings: the settings, and with `showMeasuredAudience` on, the measured audience
 * (absent when the setting is off: nothing measured is public then).
 */
export type PublicSiteSettings = SiteSettings & { audience?: MeasuredAudience };
