/** The role table of issue 29, row by row, through the one policy. */
import { describe, expect, it } from 'vitest';
import { can, describeScope, permissionsOf } from './policy.js';
import type { PolicyTarget, StaffActor, StaffRole } from './staff.js';

const HI = 2;
const BN = 3;
const KN = 4;
const names = new Map([[1, 'English'], [HI, 'Hindi'], [BN, 'Bengali'], [KN, 'Kannada']]);

function actor(role: StaffRole, languageIds: StaffActor['languageIds'] = [HI, BN], uid = 'me'): StaffActor {
  return { uid, email: `${uid}@example.com`, name: uid, role, languageIds };
}
const article = (over: Partial<NonNullable<PolicyTarget['article']>> = {}): NonNullable<PolicyTarget['article']> => ({
  id: 7, authorId: 'someone', status: 'published', originalLanguageId: HI, ...over,
});
const allowed = (a: StaffActor, action: Parameters<typeof can>[1], t: PolicyTarget = {}) => can(a, action, { languageNames: names, ...t }).allowed;
const message = (a: StaffActor, action: Parameters<typeof can>[1], t: PolicyTarget = {}) => {
  const d = can(a, action, { languageNames: names, ...t });
  return d.allowed ? 'allowed' : d.message;
};

describe('the role table', () => {
  it('every role signs in and sees the dashboard and the article list', () => {
    for (const role of ['owner', 'administrator', 'editor', 'author', 'contributor', 'translator'] as const) {
      expect(allowed(actor(role), 'dashboard.read')).toBe(true);
      expect(allowed(actor(role), 'article.read', { article: article() })).toBe(true);
    }
  });

  it('creates articles with the original in one of their languages; a contributor only drafts; a translator never', () => {
    expect(allowed(actor('editor'), 'article.create', { languageId: HI, requestedStatus: 'published' })).toBe(true);
    expect(message(actor('editor'), 'article.create', { languageId: KN })).toBe('Editors can create articles in Hindi and Bengali only');
    expect(allowed(actor('author'), 'article.create', { languageId: BN, requestedStatus: 'scheduled' })).toBe(true);
    expect(allowed(actor('contributor'), 'article.create', { languageId: BN, requestedStatus: 'draft' })).toBe(true);
    expect(message(actor('contributor'), 'article.create', { languageId: BN, requestedStatus: 'published' })).toBe('Contributors can only save drafts: submit the draft for review');
    expect(message(actor('translator'), 'article.create', { languageId: HI })).toBe('Translators can edit translations into Hindi and Bengali only');
    expect(allowed(actor('administrator', '*'), 'article.create', { languageId: KN })).toBe(true);
    expect(allowed(actor('translator'), 'media.upload')).toBe(false);
    expect(allowed(actor('contributor'), 'article.generate')).toBe(true);
  });

  it("edits an article's original: editors in their languages, authors their own, contributors their own drafts", () => {
    expect(allowed(actor('editor'), 'article.update', { article: article() })).toBe(true);
    expect(message(actor('editor'), 'article.update', { article: article({ originalLanguageId: KN }) })).toBe('Editors can edit articles written in Hindi and Bengali only');
    expect(allowed(actor('author'), 'article.update', { article: article({ authorId: 'me', originalLanguageId: KN }) })).toBe(true);
    expect(message(actor('author'), 'article.update', { article: article() })).toBe('Authors can edit their own articles only');
    expect(allowed(actor('contributor'), 'article.update', { article: article({ authorId: 'me', status: 'draft' }), requestedStatus: 'draft' })).toBe(true);
    expect(message(actor('contributor'), 'article.update', { article: article({ authorId: 'me', status: 'published' }) })).toBe('Contributors can edit their own drafts only');
    expect(message(actor('contributor'), 'article.update', { article: article({ authorId: 'me', status: 'draft' }), requestedStatus: 'published' })).toBe('Contributors can only save drafts: submit the draft for review');
    // An article nobody owns (made before roles existed) is no author's own.
    expect(allowed(actor('author'), 'article.update', { article: article({ authorId: null }) })).toBe(false);
  });

  it('publishes and deletes: editors in their languages, authors their own, never contributors or translators', () => {
    expect(allowed(actor('editor'), 'article.publish', { article: article({ status: 'draft' }) })).toBe(true);
    expect(allowed(actor('author'), 'article.delete', { article: article({ authorId: 'me' }) })).toBe(true);
    expect(message(actor('author'), 'article.publish', { article: article() })).toBe('Authors can publish their own articles only');
    expect(message(actor('contributor'), 'article.publish', { article: article({ authorId: 'me', status: 'draft' }) })).toBe(
      'Contributors cannot publish, schedule or delete articles: submit the draft for review',
    );
    expect(allowed(actor('contributor'), 'article.submit', { article: article({ authorId: 'me', status: 'draft' }) })).toBe(true);
    expect(allowed(actor('contributor'), 'article.submit', { article: article({ status: 'draft' }) })).toBe(false);
    expect(allowed(actor('translator'), 'article.delete', { article: article() })).toBe(false);
  });

  it('translations into L: editors and translators when L is theirs (any article), authors their own articles, contributors their own drafts', () => {
    const other = article({ originalLanguageId: 1 });
    for (const action of ['translation.update', 'translation.review', 'translation.delete'] as const) {
      expect(allowed(actor('translator'), action, { article: other, languageId: HI })).toBe(true);
      expect(message(actor('translator'), action, { article: other, languageId: KN })).toBe('Translators can edit translations into Hindi and Bengali only');
      expect(allowed(actor('editor'), action, { article: other, languageId: BN })).toBe(true);
      expect(allowed(actor('author'), action, { article: article({ authorId: 'me', originalLanguageId: 1 }), languageId: KN })).toBe(true);
      expect(allowed(actor('author'), action, { article: other, languageId: HI })).toBe(false);
      expect(allowed(actor('contributor'), action, { article: article({ authorId: 'me', status: 'draft', originalLanguageId: 1 }), languageId: KN })).toBe(true);
      expect(allowed(actor('contributor'), action, { article: article({ authorId: 'me', status: 'published', originalLanguageId: 1 }), languageId: KN })).toBe(false);
    }
    // The original's own language version is the article: a Hindi translator cannot edit a Hindi original.
    expect(allowed(actor('translator'), 'translation.update', { article: article({ originalLanguageId: HI }), languageId: HI })).toBe(false);
  });

  it('site text of L: editors and translators of L; never authors or contributors', () => {
    expect(allowed(actor('translator'), 'siteText.update', { languageId: HI })).toBe(true);
    expect(message(actor('translator'), 'siteText.update', { languageId: KN })).toBe('Translators can edit the site text of Hindi and Bengali only');
    expect(allowed(actor('editor'), 'siteText.update', { languageId: BN })).toBe(true);
    expect(message(actor('author'), 'siteText.update', { languageId: HI })).toBe('Authors cannot edit the site text');
    expect(allowed(actor('contributor'), 'siteText.read')).toBe(false);
  });

  it('languages, AI settings, Megaphones, Telegram, API keys, settings and the audit log: owner and administrators only', () => {
    for (const action of ['language.manage', 'aiSettings.update', 'ad.manage', 'telegram.manage', 'apiKey.read', 'apiKey.manage', 'settings.update', 'auditLog.read', 'auditLog.export'] as const) {
      expect(allowed(actor('owner', '*'), action)).toBe(true);
      expect(allowed(actor('administrator', '*'), action)).toBe(true);
      for (const role of ['editor', 'author', 'contributor', 'translator'] as const) expect(allowed(actor(role, '*'), action)).toBe(false);
    }
    expect(message(actor('translator'), 'apiKey.read')).toBe('Only the owner and administrators can see API keys');
  });

  it('analytics: the owner, administrators and editors (every language); never authors, contributors or translators', () => {
    for (const role of ['owner', 'administrator', 'editor'] as const) {
      expect(allowed(actor(role), 'analytics.read')).toBe(true);
      expect(permissionsOf({ role })).toContain('analytics.read');
    }
    for (const role of ['author', 'contributor', 'translator'] as const) {
      expect(allowed(actor(role, '*'), 'analytics.read')).toBe(false);
      expect(permissionsOf({ role })).not.toContain('analytics.read');
    }
  });

  it('staff: the owner all, administrators all but the owner, editors authors/contributors/translators within their languages', () => {
    const hiTranslator = { uid: 't', role: 'translator' as const, languageIds: [HI] };
    const owner = { uid: 'o', role: 'owner' as const, languageIds: '*' as const };
    expect(allowed(actor('owner', '*'), 'staff.update', { staff: { uid: 'a', role: 'administrator', languageIds: '*' }, grant: { role: 'editor' } })).toBe(true);
    expect(allowed(actor('administrator', '*'), 'staff.update', { staff: owner, grant: { status: 'suspended' } })).toBe(false);
    expect(message(actor('administrator', '*'), 'staff.invite', { grant: { role: 'owner', languageIds: '*' } })).toBe('There is exactly one owner: hand ownership over instead');
    expect(allowed(actor('editor'), 'staff.invite', { grant: { role: 'translator', languageIds: [HI] } })).toBe(true);
    expect(message(actor('editor'), 'staff.invite', { grant: { role: 'translator', languageIds: [HI, KN] } })).toBe('You can only grant languages you hold yourself (Hindi and Bengali)');
    expect(message(actor('editor'), 'staff.invite', { grant: { role: 'translator', languageIds: '*' } })).toBe('You can only grant languages you hold yourself (Hindi and Bengali)');
    expect(message(actor('editor'), 'staff.invite', { grant: { role: 'editor', languageIds: [HI] } })).toBe('Editors can only make authors, contributors and translators');
    expect(allowed(actor('editor'), 'staff.update', { staff: hiTranslator, grant: { languageIds: [HI, BN] } })).toBe(true);
    expect(allowed(actor('editor'), 'staff.remove', { staff: { ...hiTranslator, languageIds: [KN] } })).toBe(false);
    for (const role of ['author', 'contributor', 'translator'] as const) expect(allowed(actor(role), 'staff.invite', { grant: { role: 'translator', languageIds: [HI] } })).toBe(false);
  });

  it('nobody changes their own role, languages or status, nor removes themselves; only the owner hands over ownership, to an administrator', () => {
    const me = actor('owner', '*');
    expect(allowed(me, 'staff.update', { staff: { uid: 'me', role: 'owner', languageIds: '*' }, grant: { role: 'administrator' } })).toBe(false);
    expect(allowed(actor('administrator', '*'), 'staff.update', { staff: { uid: 'me', role: 'administrator', languageIds: '*' }, grant: { status: 'suspended' } })).toBe(false);
    expect(allowed(actor('editor'), 'staff.remove', { staff: { uid: 'me', role: 'editor', languageIds: [HI] } })).toBe(false);
    expect(allowed(me, 'staff.transferOwnership', { staff: { uid: 'a', role: 'administrator', languageIds: '*' } })).toBe(true);
    expect(allowed(me, 'staff.transferOwnership', { staff: { uid: 'e', role: 'editor', languageIds: [HI] } })).toBe(false);
    expect(allowed(actor('administrator', '*'), 'staff.transferOwnership', { staff: { uid: 'a', role: 'administrator', languageIds: '*' } })).toBe(false);
  });
});

describe('permissions and wording', () => {
  it("the console's permissions are what each role can ever do", () => {
    expect(permissionsOf({ role: 'translator' })).toEqual(['dashboard.read', 'article.read', 'translation.update', 'translation.review', 'translation.delete', 'translationQueue.read', 'siteText.read', 'siteText.update', 'language.read']);
    expect(permissionsOf({ role: 'administrator' })).not.toContain('staff.transferOwnership');
    expect(permissionsOf({ role: 'owner' })).toContain('staff.transferOwnership');
  });

  it('names languages the way a sentence does', () => {
    expect(describeScope([HI], names)).toBe('Hindi');
    expect(describeScope([HI, BN, KN], names)).toBe('Hindi, Bengali and Kannada');
    expect(describeScope([9], names)).toBe('language 9');
    expect(describeScope('*')).toBe('every language');
    expect(describeScope([])).toBe('no language');
  });
});

describe("the translator's desk (My translations)", () => {
  it('is for those who translate any article of a language: owner, administrators, editors and translators of it', () => {
    expect(allowed(actor('owner', '*'), 'translationQueue.read', { languageId: KN })).toBe(true);
    expect(allowed(actor('administrator', '*'), 'translationQueue.read')).toBe(true);
    expect(allowed(actor('editor'), 'translationQueue.read')).toBe(true);
    expect(allowed(actor('translator'), 'translationQueue.read', { languageId: HI })).toBe(true);
    expect(message(actor('translator'), 'translationQueue.read', { languageId: KN })).toBe('Translators can review translations into Hindi and Bengali only');
    expect(message(actor('editor', [BN]), 'translationQueue.read', { languageId: HI })).toBe('Editors can review translations into Bengali only');
    expect(message(actor('author'), 'translationQueue.read')).toBe("Authors have no translation queue: they review the translations of their own articles in the article's dialog");
    expect(allowed(actor('contributor'), 'translationQueue.read')).toBe(false);
    expect(permissionsOf(actor('translator'))).toContain('translationQueue.read');
    expect(permissionsOf(actor('author'))).not.toContain('translationQueue.read');
  });
});
