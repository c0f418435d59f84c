/**
 * The audit log (issue 29): who changed what, when, from where, and every refusal. An allowed entry
 * is written in the same transaction or batch as the change it records (data/audit-log.ts), so it
 * exists if and only if the change committed. Shared by the server and the console's Activity screen.
 */
import { z } from 'zod';
import { DATE_RANGE } from './common.js';
import { cursorParam, TIMESTAMP_NANOS_PART, TIMESTAMP_SECONDS_PART } from './cursor.js';
import { idParam, intParam } from './query.js';
import { STAFF_ACTIONS, type StaffAction } from './staff.js';

/**
 * What an entry says was done. A change names what happened to its target, finer than the policy's
 * actions where that tells more (`article.publish` is an update that published; `ad.delete` is one of
 * what `ad.manage` allows). A refusal names the policy's action that was refused (`apiKey.manage`).
 */
export const AUDIT_CHANGE_ACTIONS = [
  'article.create',
  'article.update',
  'article.submit',
  'article.publish',
  'article.unpublish',
  'article.schedule',
  'article.delete',
  'article.preview',
  'translation.create',
  'translation.update',
  'translation.delete',
  'translation.review',
  'translation.request',
  'revision.restore',
  'media.upload',
  'siteText.update',
  'siteText.reset',
  'siteText.review',
  'siteText.request',
  'language.create',
  'language.update',
  'language.delete',
  'aiSettings.update',
  'ad.create',
  'ad.update',
  'ad.delete',
  'telegram.create',
  'telegram.update',
  'telegram.delete',
  'telegram.retry',
  'telegram.markPosted',
  'apiKey.create',
  'apiKey.update',
  'apiKey.delete',
  'settings.update',
  'staff.invite',
  'staff.inviteResend',
  'staff.inviteRevoke',
  'staff.accept',
  'staff.update',
  'staff.remove',
  'staff.transferOwnership',
  'auditLog.export',
] as const;
export type AuditChangeAction = (typeof AUDIT_CHANGE_ACTIONS)[number];

/**
 * A refusal of the console itself: a signed-in Firebase account with no staff document, on a
 * console path and method no route answers (every route declares its action, `GET /me` included,
 * and a refusal there names that action): e.g. a mistyped path.
 */
export const CONSOLE_ACCESS = 'console.access' as const;

/** Every name an entry's `action` can carry: a change, or a policy action (a refusal). */
export const AUDIT_ACTIONS = [...new Set<string>([...AUDIT_CHANGE_ACTIONS, ...STAFF_ACTIONS, CONSOLE_ACCESS])].sort() as AuditAction[];
export type AuditAction = AuditChangeAction | StaffAction | typeof CONSOLE_ACCESS;

/** A translation's change targets its article, with the language in `languageId` (so an article's activity lists them). */
export const AUDIT_TARGET_TYPES = [
  'dashboard',
  'article',
  'media',
  'siteText',
  'language',
  'aiSettings',
  'ad',
  'telegramChannel',
  'apiKey',
  'settings',
  'staff',
  'invite',
  'auditLog',
  /** The console as a whole (a `console.access` refusal). */
  'console',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** What a secret's change shows: that it changed, never its value (an API key, bot token, OpenAI key). */
export const SECRET_CHANGED = 'changed' as const;

export const AuditActorSchema = z.object({
  kind: z.enum(['staff', 'apiKey']),
  id: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
  role: z.string().optional(),
  languageIds: z.union([z.literal('*'), z.array(z.number())]).optional(),
});
export type AuditActor = z.infer<typeof AuditActorSchema>;

export const AuditTargetSchema = z.object({
  type: z.enum(AUDIT_TARGET_TYPES),
  id: z.string(),
  title: z.string().optional(),
  languageId: z.number().optional(),
});
export type AuditTarget = z.infer<typeof AuditTargetSchema>;

/** A small field's values before and after; a secret shows only "changed". */
const ScalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]);
export const AuditChangeSchema = z.union([z.object({ from: ScalarSchema, to: ScalarSchema }), z.literal(SECRET_CHANGED)]);
export type AuditChange = z.infer<typeof AuditChangeSchema>;
export type AuditChanges = Record<string, AuditChange>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  /** ISO 8601 */
  at: z.string(),
  actor: AuditActorSchema,
  action: z.string(),
  target: AuditTargetSchema,
  changes: z.record(z.string(), AuditChangeSchema),
  outcome: z.enum(['allowed', 'refused']),
  /** For a refusal: what the person was told. */
  message: z.string().optional(),
  /**
   * For a refusal: the refusals of this actor and action its 10-minute window counted, whatever
   * their target (this entry names the first one's). Absent on entries from before issue 37: 1.
   */
  count: z.number().int().optional(),
  /** For a refusal counted more than once: the time (ISO 8601) of a later one. */
  lastAt: z.string().optional(),
  ip: z.string(),
  userAgent: z.string(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;
/** An export reads at most this many entries (a narrower filter or date range exports the rest). */
export const AUDIT_EXPORT_MAX = 10_000;

export const AUDIT_MESSAGES = {
  fromAfterTo: 'from must not be after to',
  targetIdNeedsType: 'targetId needs targetType',
  date: (name: string) => `${name} must be a date such as 2026-11-27 or 2026-11-27T10:00:00Z`,
  dateRange: (name: string) => `${name} must be a date between the years 2000 and 2099`,
} as const;

/** A calendar day that exists (2026-02-30 is not one, though Date.parse rolls it into March). */
function isCalendarDay(s: string): boolean {
  const [y, m, d] = s.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A date or time within the site's DATE_RANGE (2000-2099): year 0 or 9999 is no filter a person means, and Firestore's times end at 9999. */
const dateParam = (name: string) =>
  z
    .string()
    .trim()
    .refine((s) => /^\d{4}-\d{2}-\d{2}(?:$|T)/.test(s) && !Number.isNaN(Date.parse(s)) && isCalendarDay(s), { message: AUDIT_MESSAGES.date(name) })
    .refine((s) => Date.parse(s) >= DATE_RANGE.from && Date.parse(s) < DATE_RANGE.to, { message: AUDIT_MESSAGES.dateRange(name) })
    .transform((s) => new Date(s));

/** A page's last entry: its time (seconds, nanoseconds) and id (an auto id, or a refusal window's 40 hex digits). */
export const AUDIT_CURSOR_PARTS = [TIMESTAMP_SECONDS_PART, TIMESTAMP_NANOS_PART, { text: /^[A-Za-z0-9]{1,40}$/ }] as const;

/** GET /api/admin/audit-log and /audit-log/export */
export const AuditLogQuerySchema = z
  .strictObject({
    actorId: z.string().trim().min(1).max(128).optional(),
    action: z.enum(AUDIT_ACTIONS as [string, ...string[]], { message: 'action must be an action the audit log records' }).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { message: `targetType must be one of: ${AUDIT_TARGET_TYPES.join(', ')}` }).optional(),
    targetId: z.string().trim().min(1).max(128).optional(),
    languageId: idParam('languageId').optional(),
    from: dateParam('from').optional(),
    to: dateParam('to').optional(),
    limit: intParam('limit', 1, AUDIT_PAGE_MAX).optional(),
    cursor: cursorParam(AUDIT_CURSOR_PARTS).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['from'], message: AUDIT_MESSAGES.fromAfterTo });
    if (q.targetId !== undefined && q.targetType === undefined) ctx.addIssue({ code: 'custom', path: ['targetId'], message: AUDIT_MESSAGES.targetIdNeedsType });
  });
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

export interface AuditLogPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'outcome',
  'action',
  'actorKind',
  'actorId',
  'actorEmail',
  'actorName',
  'actorRole',
  'targetType',
  'targetId',
  'targetTitle',
  'languageId',
  'changes',
  'message',
  'count',
  'lastAt',
  'ip',
  'userAgent',
  'requestId',
  'id',
] as const;
