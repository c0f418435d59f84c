/**
 * The console's visual article editor (issue 24) as an editor uses it: the toolbar and its
 * shortcuts, a paste from Google Docs and from Word, an image uploaded into the body, a YouTube
 * link embedded, Indic text typed, and what each saves (the HTML source view, the stored article).
 */
import { type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminApi, choose, contentEditor, contentSource, expect, openConsole, test, toast, uniqueName } from './admin-helpers.js';
import { skipLanguageGuide } from './helpers.js';

async function newArticle(page: Page, title = uniqueName('Editor check')) {
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Article' });
  await dialog.getByLabel('Title').fill(title);
  await choose(page, dialog, 'Category', 'Education');
  await dialog.getByLabel('Excerpt').fill('What the editor writes.');
  return { dialog, title };
}

/** Pastes like a browser does from another application: a paste event carrying text/html. */
async function paste(editor: Locator, html: string, text = '') {
  await editor.click();
  await editor.evaluate(
    (el, data) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', data.html);
      transfer.setData('text/plain', data.text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
    },
    { html, text },
  );
}

async function storedContent(page: Page, title: string): Promise<string> {
  const list = await adminApi<{ id: number; translations: { title: string; content: string }[] }[]>(page, 'GET', '/api/admin/articles?limit=100');
  const article = list.find((a) => a.translations.some((t) => t.title === title));
  expect(article, title).toBeTruthy();
  const full = await adminApi<{ translations: { title: string; content: string }[] }>(page, 'GET', `/api/admin/articles/${article!.id}`);
  return full.translations.find((t) => t.title === title)!.content;
}

test.describe('article editor', () => {
  test.beforeEach(async ({ page }) => {
    await skipLanguageGuide(page);
    await openConsole(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Articles', exact: true }).click();
  });

  test('the toolbar and shortcuts format text, show their state, undo and redo, and the article saves what they wrote', async ({ page }) => {
    test.slow(); // many keystrokes and views of the source
    const { dialog, title } = await newArticle(page);
    const editor = contentEditor(dialog);
    const bar = dialog.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Heading 2', 'Heading 3', 'Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Quote', 'Code', 'Table', 'Image', 'Embed video', 'Undo', 'Redo', 'HTML']) {
      await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
    }

    await editor.click();
    await bar.getByRole('button', { name: 'Heading 2' }).click();
    await expect(bar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Why it matters');
    await page.keyboard.press('Enter');
    await expect(bar.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.type('Supply is ');
    await page.keyboard.press('ControlOrMeta+b');
    await expect(bar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('fixed');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' and ');
    await bar.getByRole('button', { name: 'Italic' }).click();
    await page.keyboard.type('scarce');
    await bar.getByRole('button', { name: 'Italic' }).click();
    await page.keyboard.press('Enter');
    await bar.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('one');
    await page.keyboard.press('Enter');
    await page.keyboard.type('two');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await bar.getByRole('button', { name: 'Quote' }).click();
    await page.keyboard.type('Quoted');

    // A link on selected words, through the Link dialog.
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('ControlOrMeta+k');
    const linkDialog = page.getByRole('dialog', { name: 'Link' });
    await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(linkDialog.getByText('Use an http(s) or mailto: link, or a path on this site')).toBeVisible();
    await linkDialog.getByLabel('Link address').fill('https://bitcoin.org/en/');
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await expect(linkDialog).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Link' })).toHaveAttribute('aria-pressed', 'true');

    const expected =
      '<h2>Why it matters</h2><p>Supply is <strong>fixed</strong> and <em>scarce</em></p><ul><li>one</li><li>two</li></ul><blockquote><a href="https://bitcoin.org/en/">Quoted</a></blockquote>';
    expect(await contentSource(dialog)).toBe(expected);

    // Undo takes back the link, Redo puts it back.
    await editor.click();
    await bar.getByRole('button', { name: 'Undo' }).click();
    expect(await contentSource(dialog)).toBe(expected.replace('<a href="https://bitcoin.org/en/">Quoted</a>', 'Quoted'));
    await bar.getByRole('button', { name: 'Redo' }).click();
    expect(await contentSource(dialog)).toBe(expected);

    // A table and a code block, written as the sanitiser keeps them.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await bar.getByRole('button', { name: 'Code' }).click();
    await page.keyboard.type('const supply = 21_000_000;');
    await expect(bar.getByRole('button', { name: 'Code' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await bar.getByRole('button', { name: 'Table' }).click();
    await page.keyboard.type('Asset');
    await expect(editor.locator('table th')).toHaveCount(3);
    const source = await contentSource(dialog);
    expect(source).toContain('<pre><code>const supply = 21_000_000;</code></pre>');
    expect(source).toMatch(/<table><tbody><tr><th>Asset<\/th><th><\/th><th><\/th><\/tr>/);

    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(toast(page)).toContainText('Article created successfully!', { timeout: 30_000 });
    // What the editor wrote is what the server stored: the sanitiser had nothing to change.
    expect(await storedContent(page, title)).toBe(source);
  });

  test('a paste from Google Docs or Word keeps the structure and drops styles, fonts, spans and ids', async ({ page }) => {
    const { dialog } = await newArticle(page);
    const editor = contentEditor(dialog);
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-5e6f-a1b2-c3d4e5f6a7b8">' +
      '<h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Staking basics</span></h2>' +
      '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">Validators lock </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;">32 ETH</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;"> and earn </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#434343;font-weight:400;font-style:italic;">rewards</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">. See </span><a href="https://ethereum.org/en/staking/" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;font-weight:400;text-decoration:underline;-webkit-text-decoration-skip:none;">ethereum.org</span></a><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:400;">.</span></p>' +
      '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;font-family:Arial,sans-serif;color:#000000;" aria-level="1"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;" role="presentation"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">Solo staking</span></p></li><li dir="ltr" style="list-style-type:disc;" aria-level="1"><p dir="ltr" role="presentation"><span style="font-weight:400;">Pooled staking</span></p></li></ul>' +
      '<div dir="ltr" style="margin-left:0pt;" align="left"><table style="border:none;border-collapse:collapse;"><colgroup><col width="200"><col width="200"></colgroup><tbody><tr style="height:0pt"><td style="border-left:solid #000000 1pt;vertical-align:top;padding:5pt 5pt 5pt 5pt;overflow:hidden;overflow-wrap:break-word;"><p dir="ltr" style="line-height:1.2;"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;">Way</span></p></td><td style="border-left:solid #000000 1pt;"><p dir="ltr"><span style="font-weight:700;">Minimum</span></p></td></tr><tr style="height:0pt"><td style="vertical-align:top;"><p dir="ltr"><span style="font-weight:400;">Solo</span></p></td><td><p dir="ltr"><span style="font-weight:400;">32 ETH</span></p></td></tr></tbody></table></div></b><br class="Apple-interchange-newline">';
    await paste(editor, docs);
    await expect(editor.getByRole('heading', { level: 2, name: 'Staking basics' })).toBeVisible();
    const fromDocs = await contentSource(dialog);
    expect(fromDocs).toBe(
      '<h2>Staking basics</h2><p>Validators lock <strong>32 ETH</strong> and earn <em>rewards</em>. See <a href="https://ethereum.org/en/staking/">ethereum.org</a>.</p>' +
        '<ul><li>Solo staking</li><li>Pooled staking</li></ul>' +
        '<table><tbody><tr><td><strong>Way</strong></td><td><strong>Minimum</strong></td></tr><tr><td>Solo</td><td>32 ETH</td></tr></tbody></table>',
    );
    expect(fromDocs).not.toMatch(/style=|class=|id=|<span|docs-internal|font/);

    // Word (desktop) writes its lists as styled paragraphs with the bullet in a hidden span.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;} --></style></head><body lang=EN-IN style="tab-interval:36.0pt">' +
      '<!--StartFragment--><h1><span lang=EN-US>Custody checklist<o:p></o:p></span></h1>' +
      '<p class=MsoNormal><span lang=EN-US>Keep your <b>seed phrase</b> <i>offline</i>.<o:p></o:p></span></p>' +
      "<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-US>Hardware wallet<o:p></o:p></span></p>" +
      "<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-US style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-US>Paper backup<o:p></o:p></span></p>" +
      "<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-US><span style='mso-list:Ignore'>1.<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-US>Write it down<o:p></o:p></span></p>" +
      "<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span lang=EN-US><span style='mso-list:Ignore'>2.<span style='font:7.0pt \"Times New Roman\"'>&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-US>Test a restore<o:p></o:p></span></p>" +
      '<!--EndFragment--></body></html>';
    await paste(editor, word);
    await expect(editor.getByRole('heading', { level: 1, name: 'Custody checklist' })).toBeVisible();
    expect(await contentSource(dialog)).toBe(
      '<h1>Custody checklist</h1><p>Keep your <strong>seed phrase</strong> <em>offline</em>.</p><ul><li>Hardware wallet</li><li>Paper backup</li></ul><ol><li>Write it down</li><li>Test a restore</li></ol>',
    );
  });

  test('an image uploads into the body with its size and alt text, and a YouTube link becomes its player', async ({ page }) => {
    test.slow(); // an 8 MB picture made into variants
    const { dialog, title } = await newArticle(page);
    const editor = contentEditor(dialog);
    await editor.click();
    await page.keyboard.type('Before the picture.');

    // A picture wider than the article column: the stored variant that fits is used, with its size.
    const width = 2400;
    const height = 1200;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
    const big = await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
    // The upload is held at the server's door until the busy state is seen (it can finish in a blink).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/upload-media', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByLabel('Image for the article body').setInputFiles({ name: 'halving.png', mimeType: 'image/png', buffer: big });
    await expect(dialog.getByRole('progressbar', { name: 'Uploading image' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    release();
    const altDialog = page.getByRole('dialog', { name: 'Describe the image' });
    await expect(altDialog).toBeVisible({ timeout: 30_000 });
    await altDialog.getByLabel('Alt text').fill('Block reward halving every four years');
    await altDialog.getByRole('button', { name: 'Insert image' }).click();
    const img = editor.getByRole('img', { name: 'Block reward halving every four years' });
    await expect(img).toBeVisible();
    await expect(img).toHaveAttribute('width', /^\d+$/);
    const [w, h] = [Number(await img.getAttribute('width')), Number(await img.getAttribute('height'))];
    expect(w).toBeLessThanOrEqual(1600);
    expect(w / h).toBeCloseTo(2, 1);
    await expect(img).toHaveAttribute('src', /^\/media\//);

    await dialog.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Embed video' }).click();
    const embed = page.getByRole('dialog', { name: 'Embed video' });
    await embed.getByLabel('YouTube or Vimeo link').fill('https://example.com/watch?v=1');
    await embed.getByRole('button', { name: 'Embed' }).click();
    await expect(embed.getByText('Paste a YouTube or Vimeo link')).toBeVisible();
    await embed.getByLabel('YouTube or Vimeo link').fill('https://www.youtube.com/watch?v=bBC-nXj3Ng4');
    await embed.getByRole('button', { name: 'Embed' }).click();
    await expect(editor.locator('iframe[src="https://www.youtube-nocookie.com/embed/bBC-nXj3Ng4"]')).toHaveCount(1);

    const source = await contentSource(dialog);
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(toast(page)).toContainText('Article created successfully!', { timeout: 30_000 });
    const stored = await storedContent(page, title);
    // The sanitiser writes void and boolean attributes its own way (`<img … />`, `allowfullscreen`); nothing else changes.
    const serialised = (html: string) => html.replace(/ \/>/g, '>').replace(/=""/g, '');
    expect(serialised(stored)).toBe(serialised(source));
    expect(stored).toMatch(new RegExp(`<img src="/media/[^"]+" alt="Block reward halving every four years" width="${w}" height="${h}"`));
    expect(stored).toContain('<iframe src="https://www.youtube-nocookie.com/embed/bBC-nXj3Ng4"');
  });

  test('Hindi, Bengali and Tamil typed and pasted keep their conjuncts', async ({ page }) => {
    const { dialog, title } = await newArticle(page);
    const editor = contentEditor(dialog);
    await editor.click();
    // An input method commits whole clusters; `type` sends one code point at a time.
    const hindi = 'क्षत्रिय ज्ञान और श्रृंखला';
    await page.keyboard.insertText(hindi);
    await page.keyboard.press('Enter');
    await page.keyboard.type('द्वितीय ब्लॉक');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText('ক্ষমতা ও স্বচ্ছতা');
    await page.keyboard.press('Enter');
    await paste(editor, '<p><span style="font-family:Latha">க்ஷேத்திரம் ஸ்ரீ</span></p>', 'க்ஷேத்திரம் ஸ்ரீ');
    const expected = `<p>${hindi}</p><p>द्वितीय ब्लॉक</p><p>ক্ষমতা ও স্বচ্ছতা</p><p>க்ஷேத்திரம் ஸ்ரீ</p>`;
    expect(await contentSource(dialog)).toBe(expected);
    await dialog.getByRole('button', { name: 'Create Article' }).click();
    await expect(toast(page)).toContainText('Article created successfully!', { timeout: 30_000 });
    expect((await storedContent(page, title)).normalize('NFC')).toBe(expected.normalize('NFC'));
  });
});
