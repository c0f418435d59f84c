/**
 * The console's article editor (Tiptap, issue 24) against the server's sanitiser: every seeded
 * article, in every language, opened in the editor's schema and saved without edits keeps its
 * meaning (the same elements, attributes and words), what the editor saves passes the sanitiser
 * unchanged, and the reader renders the same thing. A sample with every element the sanitiser
 * allows checks that the schema drops none of them. The editor's parse-and-serialise is run with
 * @tiptap/html (the same schema, parser and serialiser the editor uses, on a server-side DOM).
 */
import { generateHTML, generateJSON } from '@tiptap/html';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { demoArticles } from '../../emulators/seed/index.js';
import { sanitizeArticleHtml } from '../../functions/src/services/article-html.js';
import { segmentHtml } from '../../functions/src/services/article-blocks.js';
import { articleExtensions } from '../../web/src/admin/articles/editor/article-schema.js';
import { storedHtml } from '../../web/src/admin/articles/editor/stored-html.js';
import { articleHtml } from '../../web/src/shared/sanitize.server.js';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

const extensions = articleExtensions();
/** What the editor saves for stored HTML that is opened and saved without an edit. */
const savedByEditor = (html: string) => storedHtml(generateHTML(generateJSON(html, extensions), extensions));

/** Elements whose whitespace between children is layout only (the HTML a person writes has line breaks there). */
const BLOCK_CONTAINERS = new Set(['#document-fragment', 'ul', 'ol', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'blockquote', 'figure', 'video']);
/** Table sections: the editor keeps the rows (header cells stay <th>) in one <tbody>. */
const TRANSPARENT = new Set(['thead', 'tbody', 'tfoot']);

/**
 * A canonical form of HTML's meaning: elements with sorted attributes (a boolean attribute is its
 * name), text as characters (`&nbsp;` and U+00A0 alike), no layout whitespace between blocks.
 */
function canonical(html: string): string {
  const walk = (node: ParentNode): string =>
    node.childNodes
      .map((child: ChildNode) => {
        if (child.nodeName === '#text') {
          const text = (child as DefaultTreeAdapterMap['textNode']).value;
          return BLOCK_CONTAINERS.has(node.nodeName) && !text.trim() ? '' : text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
        }
        if (!('tagName' in child)) return '';
        const inner = walk(child as ParentNode);
        if (TRANSPARENT.has(child.tagName)) return inner;
        const attrs = [...child.attrs].sort((a, b) => a.name.localeCompare(b.name)).map((a) => (a.value === '' ? ` ${a.name}` : ` ${a.name}="${a.value}"`));
        return `<${child.tagName}${attrs.join('')}>${inner}</${child.tagName}>`;
      })
      .join('');
  return walk(parseFragment(html) as ParentNode);
}

const seeded = demoArticles.flatMap((article) =>
  Object.entries(article.translations).map(([code, t]) => ({ name: `${article.slug} (${code})`, content: t!.content })),
);

describe('the article editor and the server sanitiser', () => {
  it('has seeded articles to check, in several languages', () => {
    expect(demoArticles.length).toBeGreaterThanOrEqual(10);
    expect(new Set(seeded.map((s) => s.name.slice(-4))).size).toBeGreaterThanOrEqual(3);
  });

  it.each(seeded)('opening and saving $name keeps its meaning, passes the sanitiser unchanged and reads the same', ({ content }) => {
    const stored = sanitizeArticleHtml(content);
    const saved = savedByEditor(stored);
    expect(canonical(saved)).toBe(canonical(stored));
    expect(canonical(sanitizeArticleHtml(saved))).toBe(canonical(saved));
    expect(canonical(articleHtml(saved))).toBe(canonical(articleHtml(stored)));
    // Saved twice, nothing moves: the editor's own output is a fixed point.
    expect(savedByEditor(saved)).toBe(saved);
  });

  it('keeps every element and attribute the sanitiser allows', () => {
    const everything = sanitizeArticleHtml(
      [
        '<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>',
        '<p>a&nbsp;b &amp; "q" &lt;x&gt; <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <code>c</code> H<sub>2</sub>O x<sup>2</sup> <mark>m</mark> <abbr title="Know Your Customer">KYC</abbr></p>',
        '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">out</a> <a href="/article/x" title="t">in</a> <a href="mailto:desk@example.com">mail</a><br>next line</p>',
        '<ol start="3"><li>three</li><li>four<ul><li>nested</li></ul></li></ol>',
        '<blockquote><p>first</p><p>second</p></blockquote><blockquote>one line</blockquote>',
        '<table><thead><tr><th scope="col">Asset</th><th colspan="2">Price</th></tr></thead><tbody><tr><td>BTC</td><td>1</td><td>2</td></tr><tr><td rowspan="2"><p>a</p><p>b</p></td><td>x</td><td>y</td></tr><tr><td>z</td><td>w</td></tr></tbody></table>',
        '<pre><code class="language-ts">const a = 1;\n  b();</code></pre><hr>',
        '<figure><img src="/media/a.jpg" alt="A chart" width="800" height="600"><figcaption>Cap <em>it</em></figcaption></figure>',
        '<img src="https://cdn.example.com/b.png" alt="" title="B" loading="lazy">',
        '<iframe src="https://www.youtube-nocookie.com/embed/abcdefgh" width="560" height="315" title="Explainer" allow="autoplay; encrypted-media" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
        '<iframe src="https://player.vimeo.com/video/123456" title="Vimeo"></iframe>',
        '<video controls muted playsinline preload="metadata" poster="/media/p.jpg" width="640" height="360"><source src="/media/v.mp4" type="video/mp4"><source src="/media/v.webm" type="video/webm"></video>',
      ].join('\n'),
    );
    const saved = savedByEditor(everything);
    expect(canonical(saved)).toBe(canonical(everything));
    expect(canonical(sanitizeArticleHtml(saved))).toBe(canonical(saved));
  });

  it('drops what the sanitiser would drop, as the sanitiser does', () => {
    const hostile = '<p style="color:red" class="x">Hi <span style="font-family:Comic Sans">there</span> <a href="javascript:alert(1)">x</a></p><iframe src="https://evil.example/embed"></iframe><img src="data:image/png;base64,AAAA"><p><a href="https://a.example" class="btn">a</a></p>';
    // The sanitiser keeps a bare <span> and an <a> without its href; neither means anything, and the editor has neither.
    expect(sanitizeArticleHtml(hostile)).toBe('<p>Hi <span>there</span> <a>x</a></p><p><a href="https://a.example">a</a></p>');
    expect(savedByEditor(hostile)).toBe('<p>Hi there x</p><p><a href="https://a.example">a</a></p>');
  });

  // Translation keeps a person's blocks by comparing each saved block with the one AI stored
  // (services/translation-plan.ts): a block the editor merely re-serialised must compare equal,
  // or opening a translation and saving it would make every block "written by a person".
  it.each(seeded)('$name: every block and the glue between them survive an unedited save exactly', ({ content }) => {
    const stored = sanitizeArticleHtml(content);
    const again = segmentHtml(sanitizeArticleHtml(savedByEditor(stored)));
    const before = segmentHtml(stored);
    expect(again.blocks).toEqual(before.blocks);
    expect(again.glue.map((g) => g.replace(/\s+/g, ''))).toEqual(before.glue.map((g) => g.replace(/\s+/g, '')));
  });
});
