/**
 * Staff: roles scoped to languages, what each may do (issue 29), invitations and the audit log's
 * shapes. Shared by the server (which enforces) and the console (which hides what a role cannot use).
 */
import { z } from 'zod';
import { LanguageIdSchema } from './admin-articles.js';

export const STAFF_ROLES = ['owner', 'administrator', 'editor', 'author', 'contributor', 'translator'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: `Role must be one of: ${STAFF_ROLES.join(', ')}` });
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Roles whose powers are limited to languages; owner and administrator work in every language. */
export const LANGUAGE_SCOPED_ROLES: readonly StaffRole[] = ['editor', 'author', 'contributor', 'translator'];

/** Every language, today's and future ones. */
export const ALL_LANGUAGES = '*';
export const LanguageScopeSchema = z.union([
  z.literal(ALL_LANGUAGES),
  z.array(LanguageIdSchema).max(100).transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
]);
export type LanguageScope = z.infer<typeof LanguageScopeSchema>;

export const STAFF_STATUSES = ['active', 'suspended'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * What a route does, as the policy and the audit log name it. Reads are never audited unless
 * refused; `auditLog.export` is (an export is a disclosure).
 */
export const STAFF_ACTIONS = [
  'dashboard.read',
  /** The console's Analytics screen and its CSV export (issue 30). */
  'analytics.read',
  'article.read',
  'article.create',
  'article.generate',
  'article.update',
  'article.submit',
  'article.publish',
  'article.delete',
  'translation.update',
  'translation.review',
  'translation.delete',
  /** The translator's desk, "My translations" (GET /api/admin/my-translations). */
  'translationQueue.read',
  'media.upload',
  'siteText.read',
  'siteText.update',
  'language.read',
  'language.manage',
  'aiSettings.read',
  'aiSettings.update',
  'ad.read',
  'ad.manage',
  'telegram.read',
  'telegram.manage',
  'apiKey.read',
  'apiKey.manage',
  'settings.read',
  'settings.update',
  'staff.read',
  'staff.invite',
  'staff.update',
  'staff.remove',
  'staff.transferOwnership',
  'auditLog.read',
  'auditLog.export',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The person behind a console request, as their staff document says when the request is authorised. */
export interface StaffActor {
  uid: string;
  email: string;
  name: string;
  role: StaffRole;
  languageIds: LanguageScope;
}

/** What an action is done to. Fields the policy needs; absent ones mean "not about one item". */
export interface PolicyTarget {
  /** The article acted on (its original's language, its author, whether it is a draft). */
  article?: {
    id: number;
    authorId: string | null;
    status: 'draft' | 'published' | 'scheduled';
    originalLanguageId: number;
  };
  /** The language version or site-text language acted on; for a new article, its original's language. */
  languageId?: number;
  /** For article.create/update: the status the request asks for (a contributor may only keep drafts). */
  requestedStatus?: 'draft' | 'published' | 'scheduled';
  /** For staff actions: the person acted on (absent for an invitation). */
  staff?: { uid: string; role: StaffRole; languageIds: LanguageScope };
  /** For staff.invite/update: the role and languages asked for. */
  grant?: { role?: StaffRole; languageIds?: LanguageScope; status?: StaffStatus };
  /** Language names for messages ("Hindi and Bengali"), by id; the policy falls back to "language {id}". */
  languageNames?: ReadonlyMap<number, string>;
}

export type PolicyDecision = { allowed: true } | { allowed: false; message: string };

/** GET /api/admin/me */
export const AdminMeSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  languageIds: z.union([z.literal(ALL_LANGUAGES), z.array(z.number().int())]),
  /** The actions this person may do on at least some target (the console shows what these allow). */
  permissions: z.array(z.enum(STAFF_ACTIONS)),
});
export type AdminMe = z.infer<typeof AdminMeSchema>;

export const STAFF_MESSAGES = {
  suspended: 'Your account is suspended. Ask an administrator to reactivate it.',
  notStaff: 'This account is not a member of the CryptoLekh staff',
  cannotChangeOwnRole: 'You cannot change your own role, languages or status, nor remove yourself',
  oneOwner: 'There is exactly one owner: hand ownership over instead',
  grantBeyondOwnLanguages: 'You can only grant languages you hold yourself',
  emailInUse: 'This email already belongs to a staff member',
} as const;
