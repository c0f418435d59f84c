/**
 * Issue 29's whole story, as the newsroom lives it, at phone (360 px) and desktop (1280 px) width:
 * the owner invites a Hindi translator from the Staff screen and copies the link; the translator
 * opens it in a browser of their own, sees who invited them as what, joins and lands on "My
 * translations", with only the screens the role table allows them (API Keys not even by URL);
 * they open a machine-made Hindi translation, edit a word side by side and mark it reviewed, and it
 * leaves their queue. A contributor (invited the same way) writes a draft and submits it for review;
 * a Hindi editor finds it under "Waiting for review" and publishes it. The owner then reads it all
 * on the Activity screen, each person's entries from their card on the Staff screen.
 *
 * The whole story runs once, at desktop width; a shorter test walks the same screens at phone width.
 * Every run makes its own people and articles (unique emails, names and titles): the two tests and
 * the other console specs run at the same time against the same host.
 */
import type { AdminArticle } from '../../functions/src/contract/index.js';
import type { Locator } from '@playwright/test';
import { adminApi, expect, fillContent, machineTranslatedIntoHindi, openConsole, openHindiReview, openMyTranslations, test, toast, uniqueName } from './admin-helpers.js';
import { skipLanguageGuide } from './helpers.js';
import { accept, activityOf, DESKTOP, emailOf, go, inQueue, inviteFromStaff, joinAsTranslator, nav, noSidewaysScroll, ownBrowser, PHONE, pick, screenshot, sidebar, SOURCE } from './newsroom-helpers.js';

{
  const { phone, viewport } = DESKTOP;
  test('a newsroom at desktop width: invite a translator, review a translation, submit and publish a draft, and read it all in Activity', async ({ page: owner, context, browser, baseURL }) => {
    test.slow();
    const width = viewport.width;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await skipLanguageGuide(owner);
    await owner.setViewportSize(viewport);
    await openConsole(owner);
    const ownerName = (await owner.getByTestId('admin-name').textContent())!.trim();
    expect(ownerName).not.toBe('');

    const title = uniqueName('Seed Phrase Newsroom');
    const article = await machineTranslatedIntoHindi(owner, title, SOURCE);

    // The owner invites a Hindi translator.
    const translator = { email: emailOf('translator'), name: uniqueName('Priya') };
    await go(owner, phone, 'Staff');
    const translatorLink = await inviteFromStaff(owner, translator.email, 'Translator');

    const t = await ownBrowser(browser, baseURL, viewport);
    const contributorBrowser = await ownBrowser(browser, baseURL, viewport);
    const editorBrowser = await ownBrowser(browser, baseURL, viewport);
    try {
      // The translator joins and lands on My translations, signed in.
      await joinAsTranslator(t.page, translatorLink, { inviter: ownerName, name: translator.name }, width);
      await expect(t.page.getByRole('heading', { level: 1, name: 'My translations' })).toBeVisible();

      // Only what the table allows a translator; API Keys not even by its address.
      await expect(await sidebar(t.page, phone)).toHaveText(['Dashboard', 'My translations', 'Articles', 'Site text']);
      await expect(nav(t.page).getByRole('link', { name: 'API Keys' })).toHaveCount(0);
      await t.page.goto('/admin/api-keys');
      await expect(t.page.getByTestId('no-access')).toHaveText(/You don't have access to this screen/, { timeout: 20_000 });
      await expect(t.page.getByRole('heading', { level: 1, name: 'API Keys & Documentation' })).toHaveCount(0);
      // Refused calls at once are one audit entry that counts them (issue 37), shown as "×N" below.
      const refused = await t.page.evaluate(() =>
        Promise.all([1, 2, 3].map(async () => (await fetch('/api/admin/api-keys', { headers: { authorization: `Bearer ${localStorage.getItem('adminToken')}` } })).status)),
      );
      expect(refused).toEqual([403, 403, 403]);

      // The machine-made Hindi translation, from the queue into the side-by-side review.
      await openMyTranslations(t.page, phone);
      const queued = `queue-item-${article.id}_${article.hi}`;
      const item = await inQueue(t.page, queued);
      await expect(item).toContainText(title);
      await expect(item).toContainText('Machine-made');
      await item.scrollIntoViewIfNeeded();
      await noSidewaysScroll(t.page);
      await screenshot(t.page, 'my-translations', width);
      const review = await openHindiReview(t.page, item, 'A seed phrase is the master key of a wallet.', '<p>[hi] A seed phrase is the master key of a wallet.</p>');
      await review.getByTestId('review-block-0').fill('<p>[hi] A seed phrase is the मुख्य key of a wallet.</p>');
      await screenshot(t.page, 'review', width);
      await review.getByRole('button', { name: 'Mark reviewed' }).click();
      await expect(toast(t.page)).toContainText('Translation marked reviewed');
      await expect(review).toBeHidden();
      await expect(t.page.getByTestId(queued)).toHaveCount(0);
      const hindi = (await adminApi<AdminArticle>(owner, 'GET', `/api/admin/articles/${article.id}`)).translations.find((x) => x.languageId === article.hi)!;
      expect(hindi.reviewStatus).toBe('reviewed');
      expect(hindi.content).toContain('<p>[hi] A seed phrase is the मुख्य key of a wallet.</p>');

      // A contributor, invited the same way, writes a Hindi draft and submits it for review.
      const contributor = { email: emailOf('contributor'), name: uniqueName('Chitra') };
      await go(owner, phone, 'Staff');
      const contributorLink = await inviteFromStaff(owner, contributor.email, 'Contributor');
      const c = contributorBrowser.page;
      await accept(c, contributorLink, { inviter: ownerName, role: 'Contributor', name: contributor.name });
      await expect(c).toHaveURL(/\/admin$/);
      await expect(await sidebar(c, phone)).toHaveText(['Dashboard', 'Articles']);
      await go(c, phone, 'Articles');
      const draft = uniqueName('Hindi Draft');
      await c.getByRole('button', { name: 'New Article' }).click();
      const create = c.getByRole('dialog', { name: 'Create New Article' });
      await create.getByLabel('Title').fill(draft);
      await pick(c, create, 'Category', 'Education');
      await expect(create.getByRole('combobox', { name: 'Status' })).toHaveText('Draft');
      await expect(create.getByRole('combobox', { name: 'Language' })).toHaveText(/Hindi/);
      await create.getByLabel('Excerpt').fill('बीज वाक्यांश को कागज़ पर लिखें।');
      await fillContent(create, '<p>बीज वाक्यांश आपके बटुए की मुख्य चाबी है।</p>');
      await create.getByLabel('Meta Description').fill('बीज वाक्यांश');
      await create.getByRole('button', { name: 'Create Article' }).click();
      await expect(toast(c)).toContainText('Article created successfully!');
      await expect(create).toBeHidden();
      const mine = c.getByTestId('article-row').filter({ hasText: draft });
      await expect(mine.getByTestId('article-status')).toHaveText('Draft');
      await mine.getByRole('button', { name: `Submit ${draft} for review` }).click();
      await expect(toast(c).filter({ hasText: 'Submitted for review' })).toBeVisible();
      await expect(mine.getByTestId('awaiting-review')).toBeVisible();
      await expect(mine.getByRole('button', { name: `Submit ${draft} for review` })).toHaveCount(0);
      await screenshot(c, 'submitted', width);

      // A Hindi editor (invited and joined through the same API the Staff screen calls) publishes it.
      const editor = { email: emailOf('editor'), name: uniqueName('Esha') };
      const { link: editorLink } = await adminApi<{ link: string }>(owner, 'POST', '/api/admin/staff/invites', { email: editor.email, role: 'editor', languageIds: [article.hi] });
      const e = editorBrowser.page;
      await accept(e, editorLink, { inviter: ownerName, role: 'Editor', name: editor.name });
      await go(e, phone, 'Articles');
      await e.getByRole('button', { name: 'Waiting for review', exact: true }).click();
      const waiting = e.getByTestId('article-row').filter({ hasText: draft });
      await expect(waiting.getByTestId('awaiting-review')).toBeVisible();
      await screenshot(e, 'waiting-for-review', width);
      await waiting.getByRole('button', { name: `Edit ${draft}` }).click();
      const edit = e.getByRole('dialog', { name: 'Edit Article' });
      await expect(edit.getByText(`Waiting for review: submitted by ${contributor.name}`)).toBeVisible({ timeout: 20_000 });
      await pick(e, edit, 'Status', 'Published');
      await edit.getByRole('button', { name: 'Update Article' }).click();
      await expect(toast(e)).toContainText('Article updated successfully!');
      await expect(e.getByTestId('article-row').filter({ hasText: draft })).toHaveCount(0);
      await e.getByRole('button', { name: 'Waiting for review', exact: true }).click();
      await expect(e.getByTestId('article-row').filter({ hasText: draft }).getByTestId('article-status')).toHaveText('Published');

      // The owner reads it all in Activity, person by person, from the Staff screen.
      const entry = (entries: Locator, action: string, about: string) => entries.filter({ hasText: action }).filter({ hasText: about });

      const theTranslator = await activityOf(owner, phone, translator.name);
      await expect(entry(theTranslator, 'staff.accept', translator.name)).toHaveCount(1);
      await expect(entry(theTranslator, 'staff.accept', translator.name)).toContainText('languageIds: — → Hindi');
      await expect(entry(theTranslator, 'translation.update', title)).toHaveCount(1);
      await expect(entry(theTranslator, 'translation.review', title)).toHaveCount(1);
      await expect(entry(theTranslator, 'translation.review', title)).toContainText('translator');
      await expect(entry(theTranslator, 'translation.review', title)).toContainText(`"${title}" (Hindi)`);
      await expect(entry(theTranslator, 'translation.review', title)).toContainText('reviewStatus: machine → reviewed');
      const translatorUid = (await t.page.evaluate(async () => (await (await fetch('/api/admin/me', { headers: { authorization: `Bearer ${localStorage.getItem('adminToken')}` } })).json()) as { uid: string })).uid;
      const counted = await adminApi<{ entries: { count: number }[] }>(owner, 'GET', `/api/admin/audit-log?actorId=${translatorUid}&action=apiKey.read`);
      expect(counted.entries).toHaveLength(1);
      expect(counted.entries[0]!.count).toBeGreaterThanOrEqual(3);
      await expect(theTranslator.filter({ hasText: 'apiKey.read' }).getByTestId('refusal-count')).toHaveText(`×${counted.entries[0]!.count}`);
      await noSidewaysScroll(owner);
      await screenshot(owner, 'activity-translator', width);

      const theContributor = await activityOf(owner, phone, contributor.name);
      await expect(entry(theContributor, 'staff.accept', contributor.name)).toHaveCount(1);
      await expect(entry(theContributor, 'article.create', draft)).toHaveCount(1);
      await expect(entry(theContributor, 'article.submit', draft)).toHaveCount(1);

      const theEditor = await activityOf(owner, phone, editor.name);
      await expect(entry(theEditor, 'article.publish', draft)).toContainText('status: draft → published');

      // The owner's own: the three invitations, each naming whom it invited.
      const theOwner = await activityOf(owner, phone, ownerName);
      await pick(owner, owner.getByRole('search', { name: 'Filter activity' }), 'Action', 'staff.invite');
      for (const invited of [translator.email, contributor.email, editor.email]) await expect(entry(theOwner, 'staff.invite', invited)).toHaveCount(1);
      await expect(entry(theOwner, 'article.create', title)).toHaveCount(0);
    } finally {
      await Promise.all([t.context.close(), contributorBrowser.context.close(), editorBrowser.context.close()]);
    }
  });
}

/**
 * The same newsroom at phone width: every screen the story shows, seen at 360 px (no sideways
 * scroll, a screenshot each), reached through the drawer. The steps whose screens are the same
 * at both widths and are proven at desktop width above are set up through the API the screens
 * call: the invitations (the Staff screen's form), the contributor's draft (the article dialog)
 * and the editor's publishing (the edit dialog). The whole story once, not twice.
 */
test('a newsroom at phone width: the invitation, My translations, the review, the submitted and waiting drafts, and Activity fit the screen', async ({ page: owner, browser, baseURL }) => {
  test.slow();
  const { phone, viewport } = PHONE;
  const width = viewport.width;
  await skipLanguageGuide(owner);
  await owner.setViewportSize(viewport);
  await openConsole(owner);
  const ownerName = (await owner.getByTestId('admin-name').textContent())!.trim();
  const title = uniqueName('Seed Phrase Newsroom');
  const article = await machineTranslatedIntoHindi(owner, title, SOURCE);
  const invite = async (email: string, role: string) => (await adminApi<{ link: string }>(owner, 'POST', '/api/admin/staff/invites', { email, role, languageIds: [article.hi] })).link;
  const translator = { email: emailOf('translator'), name: uniqueName('Priya') };
  const contributor = { email: emailOf('contributor'), name: uniqueName('Chitra') };
  const editor = { email: emailOf('editor'), name: uniqueName('Esha') };
  const [translatorLink, contributorLink, editorLink] = [await invite(translator.email, 'translator'), await invite(contributor.email, 'contributor'), await invite(editor.email, 'editor')];

  const t = await ownBrowser(browser, baseURL, viewport);
  const contributorBrowser = await ownBrowser(browser, baseURL, viewport);
  const editorBrowser = await ownBrowser(browser, baseURL, viewport);
  try {
    await joinAsTranslator(t.page, translatorLink, { inviter: ownerName, name: translator.name }, width);
    await expect(await sidebar(t.page, phone)).toHaveText(['Dashboard', 'My translations', 'Articles', 'Site text']);
    await t.page.keyboard.press('Escape');

    await openMyTranslations(t.page, phone);
    const queued = `queue-item-${article.id}_${article.hi}`;
    const item = await inQueue(t.page, queued);
    await expect(item).toContainText(title);
    await item.scrollIntoViewIfNeeded();
    await noSidewaysScroll(t.page);
    await screenshot(t.page, 'my-translations', width);
    const review = await openHindiReview(t.page, item, 'A seed phrase is the master key of a wallet.', '<p>[hi] A seed phrase is the master key of a wallet.</p>');
    await review.getByTestId('review-block-0').fill('<p>[hi] A seed phrase is the मुख्य key of a wallet.</p>');
    await noSidewaysScroll(t.page);
    await screenshot(t.page, 'review', width);
    await review.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(toast(t.page)).toContainText('Translation marked reviewed');
    await expect(t.page.getByTestId(queued)).toHaveCount(0);

    // The contributor's Hindi draft (written through the article dialog at desktop width), submitted here.
    const c = contributorBrowser.page;
    await accept(c, contributorLink, { inviter: ownerName, role: 'Contributor', name: contributor.name });
    await expect(await sidebar(c, phone)).toHaveText(['Dashboard', 'Articles']);
    await c.keyboard.press('Escape');
    const draft = uniqueName('Hindi Draft');
    await adminApi(c, 'POST', '/api/admin/articles', {
      article: { slug: draft.toLowerCase().replace(/[^a-z0-9]+/g, '-'), category: 'education', status: 'draft', isFeatured: false },
      translation: { languageId: article.hi, title: draft, excerpt: 'बीज वाक्यांश को कागज़ पर लिखें।', content: '<p>बीज वाक्यांश आपके बटुए की मुख्य चाबी है।</p>', metaDescription: 'बीज वाक्यांश' },
    });
    await go(c, phone, 'Articles');
    const mine = c.getByTestId('article-row').filter({ hasText: draft });
    await expect(mine.getByTestId('article-status')).toHaveText('Draft');
    await mine.getByRole('button', { name: `Submit ${draft} for review` }).click();
    await expect(toast(c).filter({ hasText: 'Submitted for review' })).toBeVisible();
    await expect(mine.getByTestId('awaiting-review')).toBeVisible();
    await noSidewaysScroll(c);
    await screenshot(c, 'submitted', width);

    const e = editorBrowser.page;
    await accept(e, editorLink, { inviter: ownerName, role: 'Editor', name: editor.name });
    await go(e, phone, 'Articles');
    await e.getByRole('button', { name: 'Waiting for review', exact: true }).click();
    await expect(e.getByTestId('article-row').filter({ hasText: draft }).getByTestId('awaiting-review')).toBeVisible();
    await noSidewaysScroll(e);
    await screenshot(e, 'waiting-for-review', width);

    const theTranslator = await activityOf(owner, phone, translator.name);
    await expect(theTranslator.filter({ hasText: 'translation.review' }).filter({ hasText: title })).toContainText('reviewStatus: machine → reviewed');
    await noSidewaysScroll(owner);
    await screenshot(owner, 'activity-translator', width);
  } finally {
    await Promise.all([t.context.close(), contributorBrowser.context.close(), editorBrowser.context.close()]);
  }
});
