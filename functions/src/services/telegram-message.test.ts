/** The post a channel gets: escaping, the link in the post's language, the fallback to the original, and the caption limit. */
import { describe, expect, it } from 'vitest';
import { TELEGRAM_CAPTION_MAX, absoluteImageUrl, articleLink, buildPost, clipText, escapeHtml, versionFor } from './telegram-message.js';

const codes: Record<number, string> = { 1: 'en', 2: 'hi', 3: 'bn' };
const article = {
  originalLanguageId: 1,
  translations: [
    { languageId: 1, title: 'Halving', excerpt: 'Why.', isOriginal: true },
    { languageId: 2, title: 'हॉल्विंग', excerpt: 'क्यों।', isOriginal: false },
  ],
};

describe('the Telegram post', () => {
  it('escapes the four characters HTML parse mode reads', () => {
    expect(escapeHtml(`<b>"Tom & Jerry"</b>`)).toBe('&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;');
  });

  it("is written in the channel's language when that version exists, else in the original's", () => {
    expect(versionFor(article, 2, (l) => codes[l])).toEqual({ languageId: 2, code: 'hi', title: 'हॉल्विंग', excerpt: 'क्यों।' });
    expect(versionFor(article, 3, (l) => codes[l])).toEqual({ languageId: 1, code: 'en', title: 'Halving', excerpt: 'Why.' });
  });

  it('links to the article page in that language, and makes site paths absolute', () => {
    expect(articleLink('https://cryptolekh.in/', 'bitcoin-halving', 'hi-en')).toBe('https://cryptolekh.in/article/bitcoin-halving?lang=hi-en');
    expect(absoluteImageUrl('https://cryptolekh.in', '/media/uploads/a.png')).toBe('https://cryptolekh.in/media/uploads/a.png');
    expect(absoluteImageUrl('https://cryptolekh.in', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(absoluteImageUrl('https://cryptolekh.in', null)).toBeNull();
    // A protocol-relative URL is another host's, not a path on this site.
    expect(absoluteImageUrl('https://cryptolekh.in/', '//cdn.example/a.png')).toBe('//cdn.example/a.png');
    expect(articleLink('https://cryptolekh.in', 'bitcoin-halving', 'en')).toBe('https://cryptolekh.in/article/bitcoin-halving?lang=en');
  });

  it('puts the bold title, the excerpt and a link in the reader’s language together', () => {
    const post = buildPost({ title: 'हॉल्विंग', excerpt: 'क्यों।', link: 'https://s.example/article/a?lang=hi&x="1"', code: 'hi', photoUrl: null });
    expect(post).toMatchObject({ kind: 'text', photoUrl: null });
    expect(post.html).toBe('<b>हॉल्विंग</b>\n\nक्यों।\n\n→ <a href="https://s.example/article/a?lang=hi&amp;x=&quot;1&quot;">पूरा लेख पढ़ें</a>');
    expect(buildPost({ title: 'T', excerpt: 'E', link: 'https://s.example', code: 'xx', photoUrl: null }).html).toContain('Read the full article');
  });

  it('shortens the excerpt of a photo caption at a word, so the caption stays within 1024 characters', () => {
    const excerpt = 'word '.repeat(400).trim();
    const post = buildPost({ title: 'Title', excerpt, link: 'https://s.example/a', code: 'en', photoUrl: 'https://img.example/a.png' });
    const visible = post.html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
    expect(post.kind).toBe('photo');
    expect(visible.length).toBeLessThanOrEqual(TELEGRAM_CAPTION_MAX);
    expect(visible).toMatch(/word word…\n\n→ Read the full article$/);
    // The same text as a message fits whole.
    expect(buildPost({ title: 'Title', excerpt, link: 'https://s.example/a', code: 'en', photoUrl: null }).html).toContain(excerpt);
  });

  it('changes its hash with anything it shows, and only then', () => {
    const base = { title: 'T', excerpt: 'E', link: 'https://s.example/a', code: 'en', photoUrl: null };
    const hash = buildPost(base).hash;
    expect(buildPost({ ...base }).hash).toBe(hash);
    for (const change of [{ title: 'T2' }, { excerpt: 'E2' }, { link: 'https://s.example/b' }, { photoUrl: 'https://img.example/a.png' }]) {
      expect(buildPost({ ...base, ...change }).hash).not.toBe(hash);
    }
  });

  it('never cuts a character in two', () => {
    expect(clipText('ab😀cd', 4)).toBe('ab…');
    expect(clipText('short', 10)).toBe('short');
    expect(clipText('anything', 1)).toBe('');
  });
});
