/**
 * Autosave in the article dialog (issue 24): an edit in progress is kept after a short pause (on
 * the server for an existing article, in the browser for a new one), reopening the dialog offers
 * it back with Restore and Discard, and saving clears it. Opening and closing, touching nothing,
 * keeps nothing (issue 28). Each person's draft is their own (issue 39): a colleague on the same
 * language version is not offered it, and their save does not clear it.
 */
import { demoArticles } from '../../emulators/seed/index.js';
import { adminApi, choose, expect, openConsole, signInAsStaff, test, toast, uniqueName } from './admin-helpers.js';
import { skipLanguageGuide } from './helpers.js';

/** Longer than the autosave's pause after the last change (1.5 s, AUTOSAVE_DELAY_MS). */
const PAST_THE_PAUSE_MS = 2000;

test.describe('article autosave', () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
  });

  test('an edit to an existing article is kept on the server, restored after reopening, and cleared by saving', async ({ page }) => {
    const title = uniqueName('Autosaved');
    const created = await adminApi<{ id: number }>(page, 'POST', '/api/admin/articles', {
      article: { slug: title.toLowerCase().replace(/\s+/g, '-'), category: 'research', status: 'draft', isFeatured: false },
      translation: { languageId: 1, title, content: '<p>First paragraph.</p>', excerpt: 'Kept while typing.', metaDescription: '', isOriginal: true },
      targetLanguages: [],
    });
    const draftPath = `/api/admin/articles/${created.id}/autosave/1`;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
    const row = page.getByTestId('article-row').filter({ hasText: title });
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const editor = dialog.getByRole('textbox', { name: 'Content (HTML)' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typed but not saved.');
    await expect(dialog.getByRole('status').filter({ hasText: 'Draft saved at' })).toBeVisible();
    await expect
      .poll(async () => (await adminApi<{ autosave: { content: string } | null }>(page, 'GET', draftPath)).autosave?.content)
      .toBe('<p>First paragraph.</p><p>Typed but not saved.</p>');
    // The article itself is as it was.
    const article = await adminApi<{ translations: { content: string }[] }>(page, 'GET', `/api/admin/articles/${created.id}`);
    expect(article.translations[0]!.content).toBe('<p>First paragraph.</p>');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const offer = dialog.getByRole('region', { name: 'Unsaved changes' });
    await expect(offer).toContainText('You have unsaved changes');
    await expect(editor).not.toContainText('Typed but not saved.');
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(offer).toBeHidden();
    await expect(editor).toContainText('Typed but not saved.');
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await expect(toast(page)).toContainText('Article updated successfully!', { timeout: 30_000 });
    await expect(dialog).toBeHidden();
    expect((await adminApi<{ autosave: unknown }>(page, 'GET', draftPath)).autosave).toBeNull();

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(editor).toContainText('Typed but not saved.');
    await expect(dialog.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  test("a colleague on the same translation is not offered my draft, and their save leaves it", async ({ page, browser }) => {
    const title = uniqueName('Two drafts');
    const languages = await adminApi<{ id: number; code: string }[]>(page, 'GET', '/api/admin/languages');
    const hi = languages.find((l) => l.code === 'hi')!.id;
    const created = await adminApi<{ id: number }>(page, 'POST', '/api/admin/articles', {
      article: { slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), category: 'research', status: 'draft', isFeatured: false },
      translation: { languageId: 1, title, content: '<p>English.</p>', excerpt: 'Two people.', isOriginal: true },
    });
    await adminApi(page, 'PUT', `/api/admin/articles/${created.id}/translations/${hi}`, { title: 'दो मसौदे', content: '<p>पहला अनुच्छेद</p>', excerpt: 'दो लोग' });
    const draftPath = `/api/admin/articles/${created.id}/autosave/${hi}`;
    // Each page's reads of the draft, asked and answered, counted from before it opens anything:
    // a dialog's "not offered" means something only once its read of the draft has been answered.
    const countDraftReads = (p: typeof page) => {
      const reads = { asked: 0, answered: 0 };
      const isRead = (r: { method(): string; url(): string }) => r.method() === 'GET' && new URL(r.url()).pathname === draftPath;
      p.on('request', (r) => isRead(r) && reads.asked++);
      p.on('response', (r) => isRead(r.request()) && reads.answered++);
      return reads;
    };
    const openHindi = async (p: typeof page, reads: { asked: number; answered: number }) => {
      const before = reads.answered;
      await p.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
      await p.getByTestId('article-row').filter({ hasText: title }).getByRole('button', { name: `Edit ${title}` }).click();
      await p.getByRole('dialog', { name: 'Edit Article' }).getByRole('button', { name: 'Edit Hindi translation' }).click();
      const dialog = p.getByRole('dialog', { name: 'Edit Hindi Translation' });
      await expect(dialog).toBeVisible();
      // A failure says whether the read was never asked or never answered.
      await expect.poll(() => (reads.answered > before ? 'answered' : `${reads.asked} asked, ${reads.answered} answered, ${before} before`)).toBe('answered');
      return dialog;
    };
    const myReads = countDraftReads(page);

    // The owner types in the Hindi version and leaves it unsaved.
    const mine = await openHindi(page, myReads);
    await mine.getByRole('textbox', { name: 'Content (HTML)' }).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(' मेरा अधूरा काम');
    await expect(mine.getByRole('status').filter({ hasText: 'Draft saved at' })).toBeVisible();
    await mine.getByRole('button', { name: 'Cancel' }).click();

    const editorContext = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: { width: 1280, height: 900 } });
    try {
      const editor = await editorContext.newPage();
      const theirReads = countDraftReads(editor);
      await signInAsStaff(editor, 'editor');
      const theirs = await openHindi(editor, theirReads);
      await expect(theirs.getByRole('textbox', { name: 'Content (HTML)' })).toHaveText('पहला अनुच्छेद');
      await expect(theirs.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
      await theirs.getByLabel('Title').fill('दो मसौदे, संपादित');
      await theirs.getByRole('button', { name: 'Save Translation' }).click();
      await expect(toast(editor)).toContainText('Translation saved successfully!');
      await expect(theirs).toBeHidden();
    } finally {
      await editorContext.close();
    }
    // The owner's draft survived the editor's save, and is offered back to the owner.
    expect((await adminApi<{ autosave: { content: string } | null }>(page, 'GET', draftPath)).autosave?.content).toContain('मेरा अधूरा काम');
    await page.getByRole('dialog', { name: 'Edit Article' }).getByRole('button', { name: 'Cancel' }).click();
    const again = await openHindi(page, myReads);
    await expect(again.getByRole('region', { name: 'Unsaved changes' })).toContainText('You have unsaved changes');
    // Discarded, it is gone (and no later test of this file meets it).
    await again.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Discard' }).click();
    await expect.poll(async () => (await adminApi<{ autosave: unknown }>(page, 'GET', draftPath)).autosave).toBeNull();
    await again.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a new article is kept in the browser: Restore brings it back, Discard forgets it', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Article' });
    await page.getByRole('button', { name: 'New Article' }).click();
    await dialog.getByLabel('Title').fill('A draft nobody saved');
    await choose(page, dialog, 'Category', 'Education');
    await dialog.getByRole('textbox', { name: 'Content (HTML)' }).click();
    await page.keyboard.insertText('हिन्दी में मसौदा');
    // The status line shows from the first keep (the title): wait for the one holding the content.
    // Kept per person too (issue 39): under the signed-in person's uid.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('cryptolekh.autosave.new-article.')).map((k) => localStorage.getItem(k)).join()))
      .toContain('मसौदा');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'New Article' }).click();
    const offer = dialog.getByRole('region', { name: 'Unsaved changes' });
    await offer.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('A draft nobody saved');
    await expect(dialog.getByRole('textbox', { name: 'Content (HTML)' })).toHaveText('हिन्दी में मसौदा');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'New Article' }).click();
    await offer.getByRole('button', { name: 'Discard' }).click();
    await expect(offer).toBeHidden();
    await expect(dialog.getByLabel('Title')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New Article' }).click();
    await expect(dialog.getByLabel('Title')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  });

  // Its clock belongs to the browser context: a context of its own (admin-helpers.ts).
  test.describe(() => {
    test.use({ freshConsole: true });

    test('opening and closing seeded articles and their translations, touching nothing, keeps no draft and offers none', async ({ page }) => {
      test.slow(); // a dozen dialogs
      // The page's clock is moved on past the autosave's pause while each dialog is open, so a
      // draft that would be kept is kept, without the test sleeping.
      await page.clock.install();
      await openConsole(page);
      const puts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().includes('/autosave/')) puts.push(new URL(r.url()).pathname);
      });
      type Detail = { id: number; slug: string; status: string; translations: { languageId: number; isOriginal: boolean; title: string; language: { name: string } }[] };
      // The demo content only: the articles other tests make (a draft among them) come and go,
      // with their own drafts, while this runs.
      const demo = new Set(demoArticles.map((a) => a.slug));
      const list = (await adminApi<{ id: number; slug: string }[]>(page, 'GET', '/api/admin/articles?limit=100')).filter((a) => demo.has(a.slug));
      const details = await Promise.all(list.map((a) => adminApi<Detail>(page, 'GET', `/api/admin/articles/${a.id}`)));
      // The articles with the most languages (23 among them), a draft and a scheduled one.
      const byLanguages = [...details].sort((a, b) => b.translations.length - a.translations.length || b.id - a.id);
      const chosen = [...byLanguages.slice(0, 3), details.find((a) => a.status === 'draft')!, details.find((a) => a.status === 'scheduled')!];
      expect(new Set(chosen.map((a) => a.id)).size).toBe(5);
      expect(chosen.reduce((n, a) => n + a.translations.length - 1, 0)).toBeGreaterThanOrEqual(8);

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Article' });
      /** Waits for the kept draft to be asked for, then lets the autosave's pause pass twice. */
      const idle = async (scope: typeof dialog, draft: Promise<unknown>) => {
        await expect(scope.getByRole('textbox', { name: 'Content (HTML)' })).not.toHaveText('');
        await draft;
        await page.clock.fastForward(PAST_THE_PAUSE_MS);
        await expect(scope.getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
        await page.clock.fastForward(PAST_THE_PAUSE_MS);
        await expect(scope.getByRole('status').filter({ hasText: 'Draft saved' })).toHaveCount(0);
      };
      const draftRead = (id: number, languageId: number) =>
        page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/admin/articles/${id}/autosave/${languageId}`);

      for (const article of chosen) {
        const original = article.translations.find((t) => t.isOriginal)!;
        await test.step(`${original.title} and its translations`, async () => {
          let read = draftRead(article.id, original.languageId);
          await page.getByRole('button', { name: `Edit ${original.title}`, exact: true }).click();
          await idle(dialog, read);
          for (const t of article.translations.filter((v) => !v.isOriginal)) {
            read = draftRead(article.id, t.languageId);
            await dialog.getByRole('button', { name: `Edit ${t.language.name} translation`, exact: true }).click();
            const translation = page.getByRole('dialog', { name: `Edit ${t.language.name} Translation` });
            await idle(translation, read);
            await translation.getByRole('button', { name: 'Cancel' }).click();
            await expect(translation).toBeHidden();
          }
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await expect(dialog).toBeHidden();
        });
      }
      expect(puts).toEqual([]);
      for (const article of chosen) {
        for (const t of article.translations) {
          const { autosave } = await adminApi<{ autosave: unknown }>(page, 'GET', `/api/admin/articles/${article.id}/autosave/${t.languageId}`);
          expect(autosave, `article ${article.id}, language ${t.languageId}`).toBeNull();
        }
      }

      // The same wait does keep a real edit: one letter in the first article's title.
      const first = chosen[0]!;
      const original = first.translations.find((t) => t.isOriginal)!;
      const read = draftRead(first.id, original.languageId);
      await page.getByRole('button', { name: `Edit ${original.title}`, exact: true }).click();
      await read;
      // A letter typed into the text and taken back is no change either.
      const body = dialog.getByRole('textbox', { name: 'Content (HTML)' });
      await body.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('x');
      await expect(body).toContainText(/x$/);
      await page.keyboard.press('Backspace');
      await expect(body).not.toContainText(/x$/);
      await page.clock.fastForward(PAST_THE_PAUSE_MS);
      await expect(dialog.getByRole('status').filter({ hasText: 'Draft saved' })).toHaveCount(0);
      expect(puts).toEqual([]);
      await dialog.getByLabel('Title').press('End');
      await page.keyboard.type('!');
      const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/admin/articles/${first.id}/autosave/${original.languageId}`));
      await page.clock.fastForward(PAST_THE_PAUSE_MS);
      await put;
      await expect(dialog.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      // Other specs open this seeded article: the draft goes.
      const token = await page.evaluate(() => localStorage.getItem('adminToken'));
      const removed = await page.request.delete(`/api/admin/articles/${first.id}/autosave/${original.languageId}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(removed.ok()).toBe(true);
    });
  });
});
