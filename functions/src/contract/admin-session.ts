/** Administrator sign-in, profile and dashboard calls (admin-and-api.md §2, §3, §5, §7). */
import { z } from 'zod';
import { AiUsageSchema } from './ai.js';

export const ADMIN_AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  /** The same answer for an unknown email and a wrong password, so neither can be probed. */
  invalidCredentials: 'Invalid credentials. Please try again.',
  tokenMissing: 'Sign in required: send the administrator token as "Authorization: Bearer {token}"',
  tokenInvalid: 'Your session is invalid or has expired. Please sign in again.',
  tooManyAttempts: (minutes: number) => `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signInUnavailable: 'Sign-in is temporarily unavailable. Please try again later.',
} as const;

/**
 * Failed sign-ins allowed before 429, keyed as Ghost and Strapi key theirs: per email from one
 * client address (a stranger elsewhere cannot lock the administrator out), and a wider limit per
 * address whatever the emails (one address cannot spray guesses across accounts).
 */
export const LOGIN_LIMIT = { maxFailures: 5, windowMinutes: 10 } as const;
export const LOGIN_ADDRESS_LIMIT = { maxFailures: 50, windowMinutes: 60 } as const;

export const AdminLoginRequestSchema = z.strictObject({
  email: z
    .string({ error: ADMIN_AUTH_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: ADMIN_AUTH_MESSAGES.invalidEmail })),
  password: z.string({ error: ADMIN_AUTH_MESSAGES.passwordRequired }).min(1, { error: ADMIN_AUTH_MESSAGES.passwordRequired }),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

/** `token` is a Firebase ID token; clients that keep a session refresh it with `refreshToken`. */
export const AdminLoginResponseSchema = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int(),
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

export const AdminProfileSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

export const DashboardStatsSchema = z.object({
  totalArticles: z.number().int(),
  /** Articles published during today's calendar day in India (UTC+5:30). */
  publishedToday: z.number().int(),
  activeLanguages: z.number().int(),
  totalViews: z.number().int(),
  /** AI requests and tokens this month. */
  aiUsage: AiUsageSchema,
  /**
   * The last 30 site-days (`from`..`to`, today included, in the site's reporting `timeZone`): the
   * analytics report's totals for that range, read from the same rollups and ad counters. Null for
   * a role that may not read the analytics (authors, contributors, translators).
   */
  last30Days: z.object({
    from: z.string(),
    to: z.string(),
    timeZone: z.string(),
    pageviews: z.number().int(),
    visitors: z.number().int(),
    adImpressions: z.number().int(),
    adClicks: z.number().int(),
    /** adClicks / adImpressions x 100, 2 decimals. */
    adCtr: z.string(),
  }).nullable(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** Delete calls answer with the id removed (the spec leaves their bodies open). */
export const DeletedResponseSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
export type DeletedResponse = z.infer<typeof DeletedResponseSchema>;
