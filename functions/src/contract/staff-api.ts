/**
 * Staff management and invitations (issue 29, docs/staff.md): the bodies the console and the
 * invitation page send, what they get back, and the messages both sides show. Roles, scopes and
 * the policy are in staff.ts and policy.ts.
 */
import { z } from 'zod';
import { IsoDateSchema } from './common.js';
import { ALL_LANGUAGES, LANGUAGE_SCOPED_ROLES, LanguageScopeSchema, StaffRoleSchema, type LanguageScope, type StaffRole } from './staff.js';

/** An invitation link works this long; resending starts a new one. */
export const INVITE_DAYS = 7;
/**
 * A staff password's length in Unicode code points (staff-password.ts): NIST SP 800-63B rev. 4's
 * 15 for a password that is the only factor; at most 256, well over NIST's "at least 64" and well
 * under Firebase Auth's 4,096, so a longer one is a 400 here and never reaches Firebase to be cut.
 */
export const PASSWORD_LIMITS = { min: 15, max: 256 } as const;
/** The console route of the invitation page; the link is the site's origin, this and the token. */
export const INVITE_PATH_PREFIX = '/admin/invite/';
/** 256 random bits, base64url. */
export const InviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: 'Not an invitation link' });
/**
 * Wrong tokens allowed per client address before 429 (the token is 256 random bits: the limit is
 * against noise and scanners, not against a guess that could succeed).
 */
export const INVITE_GUESS_LIMIT = { maxFailures: 20, windowMinutes: 10 } as const;
/**
 * Invitations one person may create in a window (counted per inviter, in the sign-in limits'
 * Firestore windows), then 429: a burst of invitations is a mistake or a takeover, not a newsroom.
 */
export const INVITE_CREATE_LIMIT = { max: 20, windowMinutes: 60 } as const;

export const STAFF_API_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  languagesRequired: 'Choose at least one language for this role',
  unknownLanguage: (id: number) => `Language ${id} does not exist`,
  nothingToChange: 'Send at least one of role, languageIds or status',
  staffNotFound: 'Staff member not found',
  inviteNotFound: 'This invitation link is not valid. Check that you copied the whole link, or ask for a new invitation.',
  inviteExpired: 'This invitation has expired. Ask whoever invited you to send a new one.',
  inviteRevoked: 'This invitation was withdrawn. Ask an administrator if you still need access.',
  inviteUsed: 'This invitation has already been accepted. Sign in instead.',
  inviteBusy: 'This invitation is being accepted right now. Try again in a minute.',
  invitePending: 'This email already has a pending invitation: resend it instead',
  invitedAccountInUse: 'This email already has an account that is not staff; an administrator must remove that account first',
  inviteIdNotFound: 'Invitation not found',
  nameRequired: 'Your name is required',
  passwordRequired: 'Choose a password',
  passwordTooShort: (length: number) => `Password must be at least ${PASSWORD_LIMITS.min} characters (this one has ${length})`,
  passwordTooLong: (length: number) => `Password must be at most ${PASSWORD_LIMITS.max} characters (this one has ${length}); nothing is cut off, so choose a shorter one`,
  passwordCommon: 'This password is on the list of the most common and breached passwords, which attackers try first (even with digits or symbols added)',
  passwordIsEmail: 'Password must not be your email address or part of it, even with digits or symbols added',
  passwordIsName: 'Password must not be your name, even with digits or symbols added',
  passwordIsSiteName: "Password must not be the site's name, even repeated or with digits or symbols added",
  passwordRepeated: 'Password must not be one character or one group of characters repeated',
  passwordSequence: 'Password must not be a run of consecutive characters such as 12345… or abcde…',
  passwordRefusedByAuth: (detail: string) => `Firebase Authentication refused this password (${detail}); choose another one`,
  passphraseHint: `At least ${PASSWORD_LIMITS.min} characters. Easiest to remember: four or more unrelated words, with spaces, in any script (हिन्दी, বাংলা…). No rules about digits or symbols.`,
  tooManyGuesses: (minutes: number) => `Too many invalid invitation links from this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  transferTargetNotActiveAdmin: 'Ownership can only go to an active administrator',
  tooManyInvites: (max: number, minutes: number) =>
    `One person can create at most ${max} invitations an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  removedAuthNotDeleted: 'Removed from the staff, but their sign-in account could not be deleted (it is disabled if Firebase Auth allowed it): delete it in the Firebase console',
  inviterCannotGrant: 'This invitation was withdrawn: whoever sent it can no longer give this role. Ask an administrator if you still need access.',
  // Console texts.
  invited: 'Invitation created: copy the link and send it',
  linkCopied: 'Invitation link copied',
  resent: 'A new link was made; the old one no longer works',
  revoked: 'Invitation revoked',
  updated: 'Staff member updated',
  suspended: 'Staff member suspended: signed out everywhere',
  reactivated: 'Staff member reactivated',
  removed: 'Staff member removed; their articles stay',
  ownershipTransferred: 'Ownership handed over: you are now an administrator',
  removeConfirm: (name: string) => `Remove ${name} from the staff? They can no longer sign in; the articles they wrote stay, with them as author.`,
  transferConfirm: (name: string) => `Hand ownership to ${name}? You become an administrator, and only the new owner can hand it back.`,
} as const;

const M = STAFF_API_MESSAGES;

const EmailSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: M.invalidEmail }).max(254, { error: M.invalidEmail }));

/** Owner and administrators work in every language; the others need at least one. */
export function scopeForRole(role: StaffRole, languageIds: LanguageScope | undefined): LanguageScope | undefined {
  if (!LANGUAGE_SCOPED_ROLES.includes(role)) return ALL_LANGUAGES;
  return languageIds;
}

/** POST /api/admin/staff/invites */
export const InviteStaffRequestSchema = z
  .strictObject({
    email: EmailSchema,
    role: StaffRoleSchema,
    /** Required for editor, author, contributor and translator; owner and administrators hold every language. */
    languageIds: LanguageScopeSchema.optional(),
  })
  .transform((body, ctx) => {
    const languageIds = scopeForRole(body.role, body.languageIds);
    if (languageIds === undefined || (Array.isArray(languageIds) && languageIds.length === 0)) {
      ctx.addIssue({ code: 'custom', message: M.languagesRequired, path: ['languageIds'], input: body.languageIds });
      return z.NEVER;
    }
    return { ...body, languageIds };
  });
export type InviteStaffRequest = z.infer<typeof InviteStaffRequestSchema>;

/** PATCH /api/admin/staff/{uid} */
export const UpdateStaffRequestSchema = z
  .strictObject({
    role: StaffRoleSchema.optional(),
    languageIds: LanguageScopeSchema.optional(),
    status: z.enum(['active', 'suspended'], { error: 'Status must be active or suspended' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.role === undefined && body.languageIds === undefined && body.status === undefined) {
      ctx.addIssue({ code: 'custom', message: M.nothingToChange, path: [], input: body });
    }
    if (Array.isArray(body.languageIds) && body.languageIds.length === 0) {
      ctx.addIssue({ code: 'custom', message: M.languagesRequired, path: ['languageIds'], input: body.languageIds });
    }
  });
export type UpdateStaffRequest = z.infer<typeof UpdateStaffRequestSchema>;

export const StaffUidPathSchema = z.object({ uid: z.string().min(1).max(128).regex(/^[A-Za-z0-9_-]+$/, { message: 'Not a staff member id' }) });
export const InviteIdPathSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{20,40}$/, { message: 'Not an invitation id' }) });
export const InviteTokenPathSchema = z.object({ token: z.string() });

/** POST /api/invites/{token}/accept; its schema, with the password's rule, is in staff-password.ts. */
export interface AcceptInviteRequest {
  name: string;
  password: string;
}

const ScopeOutSchema = z.union([z.literal(ALL_LANGUAGES), z.array(z.number().int())]);

/** A person on the Staff screen. */
export const StaffMemberSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  role: StaffRoleSchema,
  languageIds: ScopeOutSchema,
  status: z.enum(['active', 'suspended']),
  lastSeenAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  invitedBy: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** A pending invitation (expired ones too, so they can be resent). */
export const StaffInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  languageIds: ScopeOutSchema,
  status: z.literal('invited'),
  invitedBy: z.object({ uid: z.string(), name: z.string() }),
  createdAt: IsoDateSchema,
  expiresAt: IsoDateSchema,
  expired: z.boolean(),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** GET /api/admin/staff */
export const StaffListResponseSchema = z.object({ people: z.array(StaffMemberSchema), invites: z.array(StaffInviteSchema) });
export type StaffListResponse = z.infer<typeof StaffListResponseSchema>;

/** POST /api/admin/staff/invites (201) and POST …/invites/{id}/resend: the link is in this answer only. */
export const InviteCreatedResponseSchema = z.object({
  invite: z.object({ id: z.string(), email: z.string(), role: StaffRoleSchema, languageIds: ScopeOutSchema, expiresAt: IsoDateSchema }),
  link: z.string(),
});
export type InviteCreatedResponse = z.infer<typeof InviteCreatedResponseSchema>;

/** GET /api/invites/{token}: what the invitation page shows. */
export const InvitationSchema = z.object({
  email: z.string(),
  role: StaffRoleSchema,
  languageIds: ScopeOutSchema,
  /** Names of those languages, in the same order ("every language" for '*'). */
  languageNames: z.array(z.string()),
  invitedBy: z.object({ name: z.string(), email: z.string() }),
  expiresAt: IsoDateSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** POST /api/invites/{token}/accept (201) */
export const AcceptInviteResponseSchema = z.object({ uid: z.string(), email: z.string(), name: z.string(), role: StaffRoleSchema, languageIds: ScopeOutSchema });
export type AcceptInviteResponse = z.infer<typeof AcceptInviteResponseSchema>;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  administrator: 'Administrator',
  editor: 'Editor',
  author: 'Author',
  contributor: 'Contributor',
  translator: 'Translator',
};
