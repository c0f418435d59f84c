/**
 * Two staff, one article (issue 39): the administrator and a Hindi editor open the same article in
 * two browsers. Saves of different fields from a stale form merge (both kept, the later one told
 * whose changes it was merged with); saves of the same field and the same paragraph show the
 * conflicts side by side, and the person's choices are saved with nothing lost. Every article
 * write either console sends carries If-Match; closing with unsaved text asks first.
 */
import type { Browser, Page, Request } from '@playwright/test';
import type { AdminArticle } from '../../functions/src/contract/index.js';
import { adminApi, contentSource, expect, fillContent, openConsole, test, toast, uniqueName } from './admin-helpers.js';
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './fixtures-data.js';
import { axe, keepScreenshot, settled, skipLanguageGuide } from './helpers.js';

/** What axe finds wrong in the conflict view (every rule, not only the serious ones), one line each. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await axe(page).include('[data-testid="conflict-view"]').analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };

type Write = { who: string; method: string; path: string; ifMatch: string | undefined; status?: number };

/** Every request a console sends that writes an article, with its If-Match and the answer's status. */
function recordArticleWrites(page: Page, who: string, into: Write[]) {
  page.on('request', (req: Request) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === 'GET' || !/^\/api\/admin\/articles\/\d+/.test(path) || /\/(autosave|presence|preview|telegram-deliveries)(\/|$)/.test(path)) return;
    const write: Write = { who, method: req.method(), path, ifMatch: req.headers()['if-match'] };
    into.push(write);
    void req.response().then((res) => (write.status = res?.status()));
  });
}

async function openArticle(page: Page, title: string) {
  await page.goto('/admin/articles');
  const row = page.getByTestId('article-row').filter({ hasText: title });
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  // The dialog reads the article (and any autosaved draft) before it shows the form: slow on a loaded machine.
  await expect(dialog.getByLabel('Title')).toHaveValue(title, { timeout: 20_000 });
  return dialog;
}

/** The Hindi editor (serve.ts's E2E_STAFF) signed in, in a browser of their own. */
async function editorBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await skipLanguageGuide(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_STAFF.editor.email);
  await page.getByLabel('Password').fill(E2E_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('admin-name')).toHaveText(E2E_STAFF.editor.name, { timeout: 20_000 });
  return { context, page };
}

async function save(page: Page) {
  await page.getByRole('dialog', { name: 'Edit Article' }).getByRole('button', { name: 'Update Article' }).click();
}

test('two staff edit one article: different fields merge, the same field and paragraph are chosen side by side, nothing is lost', async ({ page: owner, browser, baseURL }) => {
  test.slow();
  await owner.setViewportSize(DESKTOP);
  await skipLanguageGuide(owner);
  await openConsole(owner);
  const ownerName = (await owner.getByTestId('admin-name').textContent())!.trim();

  // A Hindi article (the editor's language), so both may edit its original.
  const languages = await adminApi<{ id: number; code: string }[]>(owner, 'GET', '/api/admin/languages');
  const hi = languages.find((l) => l.code === 'hi')!.id;
  const title0 = uniqueName('Two hands');
  const created = await adminApi<AdminArticle>(owner, 'POST', '/api/admin/articles', {
    article: { slug: title0.toLowerCase().replace(/\s+/g, '-'), category: 'education', status: 'draft' },
    translation: { languageId: hi, title: title0, excerpt: 'The first excerpt.', content: '<p>First paragraph.</p><p>Second paragraph.</p>', metaDescription: '', isOriginal: true },
    targetLanguages: [],
  });
  const read = () => adminApi<AdminArticle>(owner, 'GET', `/api/admin/articles/${created.id}`);

  // The editor in a browser of their own.
  const { context, page: editor } = await editorBrowser(browser, baseURL);
  // A script error blanks the console (an effect's cleanup once did, after the conflict view closed).
  const pageErrors: string[] = [];
  for (const p of [owner, editor]) p.on('pageerror', (e) => pageErrors.push(e.message));

  const writes: Write[] = [];
  recordArticleWrites(owner, 'owner', writes);
  recordArticleWrites(editor, 'editor', writes);

  // 1. Different fields: the owner's title, then the editor's excerpt from the form opened before it.
  const ownerDialog = await openArticle(owner, title0);
  const editorDialog = await openArticle(editor, title0);
  const title1 = `${title0} renamed`;
  await ownerDialog.getByLabel('Title').fill(title1);
  await save(owner);
  await expect(toast(owner)).toContainText('Article updated successfully!');
  await expect(ownerDialog).toBeHidden();

  await editorDialog.getByLabel('Excerpt').fill('The editor\u2019s excerpt.');
  await save(editor);
  await expect(toast(editor)).toContainText('Article updated successfully!');
  await expect(toast(editor)).toContainText(`${ownerName} saved this article while you were editing: your changes and theirs are both kept.`);
  await expect(editorDialog).toBeHidden();
  let now = (await read()).translations.find((t) => t.isOriginal)!;
  expect({ title: now.title, excerpt: now.excerpt }).toEqual({ title: title1, excerpt: 'The editor\u2019s excerpt.' });

  // 2. The same field and the same paragraph: the owner saves first, the editor gets the conflicts.
  const ownerAgain = await openArticle(owner, title1);
  const editorAgain = await openArticle(editor, title1);
  await ownerAgain.getByLabel('Title').fill('The owner\u2019s title');
  await fillContent(ownerAgain, '<p>First paragraph, the owner\u2019s.</p><p>Second paragraph.</p>');
  await save(owner);
  await expect(toast(owner)).toContainText('Article updated successfully!');
  await expect(ownerAgain).toBeHidden();

  await editorAgain.getByLabel('Title').fill('The editor\u2019s title');
  await editorAgain.getByLabel('Meta Description').fill('Only the editor wrote this.');
  await fillContent(editorAgain, '<p>First paragraph, the editor\u2019s.</p><p>Second paragraph, the editor\u2019s too.</p>');
  await save(editor);
  const conflicts = editorAgain.getByTestId('conflict-view');
  await expect(conflicts).toBeVisible();
  // Named: the owner's save is the one met.
  await expect(conflicts.getByRole('alert')).toContainText(`${ownerName} saved this article while you were editing`);
  const titleCard = conflicts.getByTestId('conflict-title');
  await expect(titleCard.getByTestId('yours')).toContainText('The editor\u2019s title');
  await expect(titleCard.getByTestId('theirs')).toContainText('The owner\u2019s title');
  await expect(titleCard).toContainText(`Before both: ${title1}`);
  const blockCard = conflicts.getByTestId('conflict-content#0');
  await expect(blockCard).toContainText('Content, block 1');
  await expect(blockCard.getByTestId('yours')).toHaveText(/First paragraph, the editor’s\./);
  await expect(blockCard.getByTestId('theirs')).toHaveText(/First paragraph, the owner’s\./);
  // Only the overlaps are asked about: the second paragraph and the meta description are merged already.
  await expect(conflicts.getByRole('region')).toHaveCount(2);
  // Nothing is saved before every overlap is chosen.
  await expect(editorAgain.getByRole('button', { name: 'Update Article' })).toBeDisabled();
  await expect(conflicts).toContainText('2 still to choose');

  // The conflict view takes the form's place at the top, wherever the dialog was scrolled to.
  await expect(conflicts.getByRole('alert')).toBeInViewport();
  // The conflict view at both widths (looked at by eye; the checks below are what must hold).
  await settled(editor);
  expect(await accessibilityViolations(editor)).toEqual([]);
  await keepScreenshot(editor, { path: 'test-results/screens/admin-article-conflicts-1280.png' });
  await editor.setViewportSize(PHONE);
  await expect(titleCard.getByRole('button', { name: 'Keep both' })).toBeVisible();
  expect(await editor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Yours above theirs on a phone, each the dialog's width.
  const [yours, theirs] = [await titleCard.getByTestId('yours').boundingBox(), await titleCard.getByTestId('theirs').boundingBox()];
  expect(theirs!.y).toBeGreaterThan(yours!.y + yours!.height - 1);
  expect(yours!.width).toBeGreaterThan(250);
  await conflicts.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await settled(editor);
  expect(await accessibilityViolations(editor)).toEqual([]);
  await keepScreenshot(editor, { path: 'test-results/screens/admin-article-conflicts-360.png' });
  await editor.setViewportSize(DESKTOP);

  await titleCard.getByRole('button', { name: 'Keep both' }).click();
  await blockCard.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflicts).not.toContainText('still to choose');
  await save(editor);
  await expect.poll(() => writes.map((w) => `${w.who} ${w.method} ${w.status}`)).toEqual(['owner PATCH 200', 'editor PATCH 200', 'owner PATCH 200', 'editor PATCH 409', 'editor PATCH 200']);
  await expect(toast(editor).filter({ hasText: 'Article updated successfully!' }).last()).toBeVisible();
  await expect(editorAgain).toBeHidden();

  const article = await read();
  now = article.translations.find((t) => t.isOriginal)!;
  expect({ title: now.title, metaDescription: now.metaDescription, content: now.content }).toEqual({
    title: 'The editor\u2019s title The owner\u2019s title',
    metaDescription: 'Only the editor wrote this.',
    content: '<p>First paragraph, the owner\u2019s.</p><p>Second paragraph, the editor\u2019s too.</p>',
  });

  // 3. Closing with text nothing has kept (the autosave failing here) asks first; "Cancel" in the question keeps it.
  await editor.route('**/api/admin/articles/*/autosave/*', (route) => (route.request().method() === 'PUT' ? route.abort() : route.fallback()));
  const last = await openArticle(editor, now.title);
  await last.getByLabel('Excerpt').fill('Typed and not saved.');
  await last.getByRole('button', { name: 'Cancel' }).click();
  const ask = editor.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(last.getByLabel('Excerpt')).toHaveValue('Typed and not saved.');
  await editor.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(last).toBeHidden();
  expect(await contentSource(await openArticle(owner, now.title))).toBe(now.content);

  // Every article write of both consoles said which version it started from.
  expect(writes.filter((w) => !/^"v\d+"$/.test(w.ifMatch ?? ''))).toEqual([]);
  expect(pageErrors).toEqual([]);
  await context.close();
});

test('a language version saved by a colleague meanwhile: its dialog shows the overlap, merges the rest and saves the choice', async ({ page: owner, browser, baseURL }) => {
  await owner.setViewportSize(DESKTOP);
  await skipLanguageGuide(owner);
  await openConsole(owner);
  const languages = await adminApi<{ id: number; code: string }[]>(owner, 'GET', '/api/admin/languages');
  const hi = languages.find((l) => l.code === 'hi')!.id;
  const title = uniqueName('Versions in Hindi');
  const created = await adminApi<AdminArticle>(owner, 'POST', '/api/admin/articles', {
    article: { slug: title.toLowerCase().replace(/\s+/g, '-'), category: 'education', status: 'draft' },
    translation: { languageId: 1, title, excerpt: 'English excerpt.', content: '<p>English.</p>', metaDescription: '', isOriginal: true },
    targetLanguages: [],
  });
  await adminApi(owner, 'PUT', `/api/admin/articles/${created.id}/translations/${hi}`, { title: 'हिन्दी शीर्षक', excerpt: 'हिन्दी सार।', content: '<p>पहला।</p><p>दूसरा।</p>', metaDescription: '' });

  // The owner opens the Hindi version; the editor saves it from their own browser meanwhile.
  const dialog = await openArticle(owner, title);
  await dialog.getByRole('region', { name: 'Translations' }).getByRole('button', { name: 'Edit Hindi translation' }).click();
  const hindi = owner.getByRole('dialog', { name: 'Edit Hindi Translation' });
  await expect(hindi.getByLabel('Title')).toHaveValue('हिन्दी शीर्षक');
  const { context, page: editor } = await editorBrowser(browser, baseURL);
  await adminApi(editor, 'PUT', `/api/admin/articles/${created.id}/translations/${hi}`, { title: 'संपादक का शीर्षक', excerpt: 'हिन्दी सार।', content: '<p>पहला।</p><p>दूसरा, संपादक का।</p>', metaDescription: '' });
  await context.close();

  await hindi.getByLabel('Title').fill('मालिक का शीर्षक');
  await hindi.getByLabel('Excerpt').fill('मालिक का सार।');
  await hindi.getByRole('button', { name: 'Save Translation' }).click();
  const conflicts = hindi.getByTestId('conflict-view');
  await expect(conflicts.getByRole('region')).toHaveCount(1);
  const card = conflicts.getByTestId('conflict-title');
  await expect(card.getByTestId('yours')).toHaveText(/मालिक का शीर्षक/);
  await expect(card.getByTestId('theirs')).toHaveText(/संपादक का शीर्षक/);
  await card.getByRole('button', { name: 'Take theirs' }).click();
  // "Apply and edit the form" shows the merged form before saving.
  await conflicts.getByRole('button', { name: 'Apply and edit the form' }).click();
  await expect(conflicts).toBeHidden();
  await expect(hindi.getByLabel('Title')).toHaveValue('संपादक का शीर्षक');
  await expect(hindi.getByLabel('Excerpt')).toHaveValue('मालिक का सार।');
  await hindi.getByRole('button', { name: 'Save Translation' }).click();
  await expect(toast(owner)).toContainText('Translation saved successfully!');
  await expect(hindi).toBeHidden();

  const version = (await adminApi<AdminArticle>(owner, 'GET', `/api/admin/articles/${created.id}`)).translations.find((t) => t.languageId === hi)!;
  expect({ title: version.title, excerpt: version.excerpt, content: version.content }).toEqual({ title: 'संपादक का शीर्षक', excerpt: 'मालिक का सार।', content: '<p>पहला।</p><p>दूसरा, संपादक का।</p>' });
});

test('the side-by-side review of a translation a colleague saved meanwhile: the overlap is chosen and saved, their other block kept', async ({ page: owner, browser, baseURL }) => {
  await owner.setViewportSize(DESKTOP);
  await skipLanguageGuide(owner);
  await openConsole(owner);
  const languages = await adminApi<{ id: number; code: string }[]>(owner, 'GET', '/api/admin/languages');
  const hi = languages.find((l) => l.code === 'hi')!.id;
  const title = uniqueName('Reviewed by two');
  const created = await adminApi<AdminArticle>(owner, 'POST', '/api/admin/articles', {
    article: { slug: title.toLowerCase().replace(/\s+/g, '-'), category: 'education', status: 'draft' },
    translation: { languageId: 1, title, excerpt: 'English excerpt.', content: '<p>One.</p><p>Two.</p>', metaDescription: '', isOriginal: true },
    targetLanguages: [],
  });
  const put = (page: Page, content: string) =>
    adminApi(page, 'PUT', `/api/admin/articles/${created.id}/translations/${hi}`, { title: 'हिन्दी', excerpt: 'सार।', content, metaDescription: '' });
  await put(owner, '<p>एक।</p><p>दो।</p>');

  const dialog = await openArticle(owner, title);
  await dialog.getByRole('button', { name: 'Review Hindi' }).click();
  const review = owner.getByRole('dialog', { name: 'Review the Hindi translation' });
  await expect(review.getByTestId('review-block-0')).toHaveValue('<p>एक।</p>');

  const { context, page: editor } = await editorBrowser(browser, baseURL);
  await put(editor, '<p>एक, संपादक।</p><p>दो, संपादक।</p>');
  await context.close();

  await review.getByTestId('review-block-0').fill('<p>एक, मालिक।</p>');
  await review.getByRole('button', { name: 'Save changes' }).click();
  const conflicts = review.getByTestId('conflict-view');
  await expect(conflicts.getByRole('region')).toHaveCount(1);
  const card = conflicts.getByTestId('conflict-content#0');
  await expect(card.getByTestId('yours')).toHaveText(/एक, मालिक।/);
  await expect(card.getByTestId('theirs')).toHaveText(/एक, संपादक।/);
  await expect(review.getByRole('button', { name: 'Mark reviewed' })).toBeDisabled();
  await card.getByRole('button', { name: 'Keep mine' }).click();
  await review.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(owner)).toContainText('Translation saved');
  await expect(review).toBeHidden();

  const version = (await adminApi<AdminArticle>(owner, 'GET', `/api/admin/articles/${created.id}`)).translations.find((t) => t.languageId === hi)!;
  expect(version.content).toBe('<p>एक, मालिक।</p><p>दो, संपादक।</p>');
});

test('a delete from a list read before a colleague saved the article is refused and the list shows it as it is now', async ({ page: owner, browser, baseURL }) => {
  await owner.setViewportSize(DESKTOP);
  await skipLanguageGuide(owner);
  await openConsole(owner);
  const languages = await adminApi<{ id: number; code: string }[]>(owner, 'GET', '/api/admin/languages');
  const hi = languages.find((l) => l.code === 'hi')!.id;
  const title = uniqueName('Deleted late');
  const created = await adminApi<AdminArticle>(owner, 'POST', '/api/admin/articles', {
    article: { slug: title.toLowerCase().replace(/\s+/g, '-'), category: 'education', status: 'draft' },
    translation: { languageId: hi, title, excerpt: 'Excerpt.', content: '<p>Body.</p>', metaDescription: '', isOriginal: true },
    targetLanguages: [],
  });
  await owner.goto('/admin/articles');
  const row = owner.getByTestId('article-row').filter({ hasText: title });
  await expect(row).toBeVisible();

  const { context, page: editor } = await editorBrowser(browser, baseURL);
  const renamed = `${title} kept`;
  await adminApi(editor, 'PUT', `/api/admin/articles/${created.id}/translations/${hi}`, { title: renamed, excerpt: 'Excerpt.', content: '<p>Body.</p>', metaDescription: '' });
  await context.close();

  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(owner)).toContainText('Not deleted');
  await expect(owner.getByTestId('article-row').filter({ hasText: renamed })).toBeVisible();
  expect((await adminApi<AdminArticle>(owner, 'GET', `/api/admin/articles/${created.id}`)).translations[0]!.title).toBe(renamed);
});
