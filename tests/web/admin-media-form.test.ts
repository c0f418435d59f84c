/**
 * What the article form sends for its media, and the reader's srcset: a removed image or video is
 * sent as empty values (the server clears it), an unchanged one goes back as it came, and variants
 * become width descriptors narrowest first.
 */
import type { AdminArticle } from '../../functions/src/contract/index.js';
import { describe, expect, it } from 'vitest';
import { createBody, EMPTY_ARTICLE_FORM, formFromArticle, updateBody, type ArticleFormValues } from '../../web/src/admin/articles/article-form.js';
import { checkFile, MEDIA_MESSAGES } from '../../web/src/admin/api/media.js';
import { srcSetOf } from '../../web/src/reader/responsive-image.js';

const values = (over: Partial<ArticleFormValues>): ArticleFormValues =>
  ({ ...EMPTY_ARTICLE_FORM, slug: 's', category: 'education', status: 'draft', title: 't', content: 'c', excerpt: 'e', ...over }) as ArticleFormValues;

describe('article form media', () => {
  it('sends the uploaded image and video with their publicIds', () => {
    const body = createBody(
      values({ image: { url: '/media/uploads/2026/11/a.png', publicId: 'uploads/2026/11/a.png' }, video: { url: '/media/uploads/2026/11/b.mp4', publicId: 'uploads/2026/11/b.mp4' } }),
    );
    expect(body.article).toMatchObject({
      imageUrl: '/media/uploads/2026/11/a.png',
      imagePublicId: 'uploads/2026/11/a.png',
      videoUrl: '/media/uploads/2026/11/b.mp4',
      videoPublicId: 'uploads/2026/11/b.mp4',
    });
  });

  it('sends empty values for removed media, so an edit removes them', () => {
    expect(updateBody(values({ image: null, video: null })).article).toMatchObject({ imageUrl: '', imagePublicId: '', videoUrl: '', videoPublicId: '' });
  });

  it('starts the edit form from the article, previewing its narrowest variant', () => {
    const article = {
      slug: 's',
      category: 'education',
      status: 'draft',
      isFeatured: false,
      scheduledAt: null,
      imageUrl: '/media/x.png',
      imagePublicId: 'uploads/2026/11/x.png',
      imageVariants: [{ width: 480, height: 240, url: '/media/x-480w.webp' }],
      videoUrl: 'https://cdn.example.com/v.mp4',
      videoPublicId: null,
      videoPosterUrl: null,
      translations: [],
      targetLanguageIds: [],
    } as unknown as AdminArticle;
    const form = formFromArticle(article, new Set());
    expect(form.image).toEqual({ url: '/media/x.png', publicId: 'uploads/2026/11/x.png', previewUrl: '/media/x-480w.webp' });
    expect(form.video).toEqual({ url: 'https://cdn.example.com/v.mp4', publicId: null, posterUrl: null });
  });
});

describe('checkFile (before anything is sent)', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'f', { type });
  it('takes images up to 10 MB and videos up to 100 MB, in MB of 1,048,576 bytes', () => {
    expect(checkFile(file('image/png', 10 * 1024 * 1024), ['image'])).toBeNull();
    expect(checkFile(file('image/png', 10 * 1024 * 1024 + 1), ['image'])).toBe(MEDIA_MESSAGES.tooLarge(10));
    expect(checkFile(file('video/mp4', 1000), ['image', 'video'])).toBeNull();
  });
  it('refuses other types, and videos where only images are taken (the ad image)', () => {
    expect(checkFile(file('image/svg+xml', 10), ['image'])).toBe('Please select an image or video file');
    expect(checkFile(file('text/html', 10), ['image', 'video'])).toBe('Please select an image or video file');
    expect(checkFile(file('video/mp4', 10), ['image'])).toBe('Please select an image or video file');
  });
});

describe('srcSetOf', () => {
  it('lists the variants narrowest first with width descriptors', () => {
    expect(
      srcSetOf([
        { width: 1600, url: '/b.webp' },
        { width: 480, url: '/s.webp' },
        { width: 960, url: '/m.webp' },
      ]),
    ).toBe('/s.webp 480w, /m.webp 960w, /b.webp 1600w');
  });
  it('gives nothing for an image given by URL', () => {
    expect(srcSetOf([])).toBeUndefined();
  });
});
