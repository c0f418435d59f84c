/**
 * The one policy (issue 29, DESIGN.md "Staff, permissions and the audit log"): may this person do
 * this action to this target? Pure, so the server enforces it and the console asks it the same
 * question to hide what a role cannot use. A refusal names what is missing.
 */
import {
  ALL_LANGUAGES,
  STAFF_ACTIONS,
  STAFF_MESSAGES,
  type LanguageScope,
  type PolicyDecision,
  type PolicyTarget,
  type StaffAction,
  type StaffActor,
  type StaffRole,
} from './staff.js';

const ROLE_PLURAL: Record<StaffRole, string> = {
  owner: 'The owner',
  administrator: 'Administrators',
  editor: 'Editors',
  author: 'Authors',
  contributor: 'Contributors',
  translator: 'Translators',
};

/** Actions only the owner and administrators may do, and how a refusal words them. */
const ADMIN_ONLY: Partial<Record<StaffAction, string>> = {
  'language.manage': 'manage languages',
  'aiSettings.read': 'see the AI settings',
  'aiSettings.update': 'change the AI settings',
  'ad.read': 'see Megaphones',
  'ad.manage': 'manage Megaphones',
  'telegram.read': 'see Telegram channels',
  'telegram.manage': 'manage Telegram channels',
  'apiKey.read': 'see API keys',
  'apiKey.manage': 'manage API keys',
  'settings.read': 'see the site settings',
  'settings.update': 'change the site settings',
  'auditLog.read': 'read the audit log',
  'auditLog.export': 'export the audit log',
};

/** Roles an editor may invite and manage. */
const EDITOR_MANAGES: readonly StaffRole[] = ['author', 'contributor', 'translator'];

/** What each role may do to at least some target: the console's `permissions`. */
const ROLE_ACTIONS: Record<StaffRole, readonly StaffAction[]> = {
  owner: STAFF_ACTIONS,
  administrator: STAFF_ACTIONS.filter((a) => a !== 'staff.transferOwnership'),
  editor: [
    'dashboard.read', 'analytics.read', 'article.read', 'article.create', 'article.generate', 'article.update', 'article.publish', 'article.delete',
    'translation.update', 'translation.review', 'translation.delete', 'translationQueue.read', 'media.upload', 'siteText.read', 'siteText.update',
    'language.read', 'staff.read', 'staff.invite', 'staff.update', 'staff.remove',
  ],
  author: [
    'dashboard.read', 'article.read', 'article.create', 'article.generate', 'article.update', 'article.publish', 'article.delete',
    'translation.update', 'translation.review', 'translation.delete', 'media.upload', 'language.read',
  ],
  contributor: [
    'dashboard.read', 'article.read', 'article.create', 'article.generate', 'article.update', 'article.submit',
    'translation.update', 'translation.review', 'translation.delete', 'media.upload', 'language.read',
  ],
  translator: ['dashboard.read', 'article.read', 'translation.update', 'translation.review', 'translation.delete', 'translationQueue.read', 'siteText.read', 'siteText.update', 'language.read'],
};

export function permissionsOf(actor: Pick<StaffActor, 'role'>): StaffAction[] {
  return [...ROLE_ACTIONS[actor.role]];
}

export function inScope(scope: LanguageScope, languageId: number): boolean {
  return scope === ALL_LANGUAGES || scope.includes(languageId);
}

/** Whether every language of `inner` is in `outer`. */
export function scopeWithin(inner: LanguageScope, outer: LanguageScope): boolean {
  if (outer === ALL_LANGUAGES) return true;
  if (inner === ALL_LANGUAGES) return false;
  return inner.every((id) => outer.includes(id));
}

/** "Hindi", "Hindi and Bengali", "Hindi, Bengali and Kannada", "every language", "no language". */
export function describeScope(scope: LanguageScope, names?: ReadonlyMap<number, string>): string {
  if (scope === ALL_LANGUAGES) return 'every language';
  if (scope.length === 0) return 'no language';
  const words = scope.map((id) => names?.get(id) ?? `language ${id}`);
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const allow: PolicyDecision = { allowed: true };
const refuse = (message: string): PolicyDecision => ({ allowed: false, message });

export function can(actor: StaffActor, action: StaffAction, target: PolicyTarget = {}): PolicyDecision {
  const role = actor.role;
  const who = ROLE_PLURAL[role];
  const langs = describeScope(actor.languageIds, target.languageNames);

  if (action.startsWith('staff.')) return canManageStaff(actor, action, target);
  if (role === 'owner' || role === 'administrator') return allow;
  const adminOnly = ADMIN_ONLY[action];
  if (adminOnly) return refuse(`Only the owner and administrators can ${adminOnly}`);
  if (!ROLE_ACTIONS[role].includes(action)) return refuse(refusalOutsideRole(role, action, langs));

  const article = target.article;
  const own = article !== undefined && article.authorId !== null && article.authorId === actor.uid;
  const originalInScope = article !== undefined && inScope(actor.languageIds, article.originalLanguageId);

  switch (action) {
    case 'dashboard.read':
    case 'analytics.read':
    case 'article.read':
    case 'language.read':
    case 'siteText.read':
    case 'article.generate':
    case 'media.upload':
      return allow;
    case 'article.create': {
      if (target.languageId !== undefined && !inScope(actor.languageIds, target.languageId)) {
        return refuse(`${who} can create articles in ${langs} only`);
      }
      if (role === 'contributor' && target.requestedStatus !== undefined && target.requestedStatus !== 'draft') {
        return refuse('Contributors can only save drafts: submit the draft for review');
      }
      return allow;
    }
    case 'translationQueue.read':
      // The desk of one language, or (no language) of every language the person holds.
      return target.languageId === undefined || inScope(actor.languageIds, target.languageId)
        ? allow
        : refuse(`${who} can review translations into ${langs} only`);
    case 'siteText.update':
      return target.languageId === undefined || inScope(actor.languageIds, target.languageId)
        ? allow
        : refuse(`${who} can edit the site text of ${langs} only`);
    case 'translation.update':
    case 'translation.review':
    case 'translation.delete':
      // The original's own language version is the article itself.
      if (article && target.languageId === article.originalLanguageId) return can(actor, 'article.update', target);
      if (role === 'editor' || role === 'translator') {
        return target.languageId === undefined || inScope(actor.languageIds, target.languageId)
          ? allow
          : refuse(`${who} can edit translations into ${langs} only`);
      }
      if (role === 'author') return !article || own ? allow : refuse('Authors can edit the translations of their own articles only');
      return !article || (own && article.status === 'draft') ? allow : refuse('Contributors can edit the translations of their own drafts only');
    case 'article.update':
    case 'article.publish':
    case 'article.delete':
    case 'article.submit': {
      const verb = { 'article.update': 'edit', 'article.publish': 'publish', 'article.delete': 'delete', 'article.submit': 'submit' }[action];
      if (!article) return allow;
      if (role === 'editor') return originalInScope ? allow : refuse(`Editors can ${verb} articles written in ${langs} only`);
      if (role === 'author') return own ? allow : refuse(`Authors can ${verb} their own articles only`);
      // contributor
      if (!own || article.status !== 'draft') return refuse(`Contributors can ${verb} their own drafts only`);
      if (target.requestedStatus !== undefined && target.requestedStatus !== 'draft') {
        return refuse('Contributors can only save drafts: submit the draft for review');
      }
      return allow;
    }
    default:
      return refuse(refusalOutsideRole(role, action, langs));
  }
}

function refusalOutsideRole(role: StaffRole, action: StaffAction, langs: string): string {
  if (role === 'translator') return `Translators can edit translations into ${langs} only`;
  if (role === 'contributor' && (action === 'article.publish' || action === 'article.delete')) {
    return 'Contributors cannot publish, schedule or delete articles: submit the draft for review';
  }
  if (action === 'translationQueue.read') {
    return `${ROLE_PLURAL[role]} have no translation queue: they review the translations of their own articles in the article's dialog`;
  }
  if (action === 'siteText.update' || action === 'siteText.read') return `${ROLE_PLURAL[role]} cannot edit the site text`;
  if (action === 'analytics.read') return `${ROLE_PLURAL[role]} cannot see the analytics: the owner, administrators and editors can`;
  if (action === 'article.submit') return `${ROLE_PLURAL[role]} publish directly: there is no review to submit to`;
  return `${ROLE_PLURAL[role]} cannot do this (${action})`;
}

function canManageStaff(actor: StaffActor, action: StaffAction, target: PolicyTarget): PolicyDecision {
  const role = actor.role;
  const person = target.staff;
  const grant = target.grant ?? {};
  if (action === 'staff.transferOwnership') {
    if (role !== 'owner') return refuse('Only the owner can hand over ownership');
    if (person && person.role !== 'administrator') return refuse('Ownership can only go to an active administrator');
    return allow;
  }
  if (person && person.uid === actor.uid && action !== 'staff.read' && (grant.role !== undefined || grant.languageIds !== undefined || grant.status !== undefined || action === 'staff.remove')) {
    return refuse(STAFF_MESSAGES.cannotChangeOwnRole);
  }
  if (grant.role === 'owner' || (person?.role === 'owner' && grant.role !== undefined)) return refuse(STAFF_MESSAGES.oneOwner);
  if (role === 'owner') return allow;
  if (role === 'administrator') {
    return person?.role === 'owner' && action !== 'staff.read' ? refuse('Administrators cannot change or remove the owner') : allow;
  }
  if (role !== 'editor') return refuse(`Only the owner, administrators and editors can manage staff`);
  if (action === 'staff.read') return allow;
  const langs = describeScope(actor.languageIds, target.languageNames);
  if (person && (!EDITOR_MANAGES.includes(person.role) || !scopeWithin(person.languageIds, actor.languageIds))) {
    return refuse(`Editors can manage authors, contributors and translators of ${langs} only`);
  }
  if (grant.role !== undefined && !EDITOR_MANAGES.includes(grant.role)) {
    return refuse('Editors can only make authors, contributors and translators');
  }
  if (grant.languageIds !== undefined && !scopeWithin(grant.languageIds, actor.languageIds)) {
    return refuse(`${STAFF_MESSAGES.grantBeyondOwnLanguages} (${langs})`);
  }
  return allow;
}
