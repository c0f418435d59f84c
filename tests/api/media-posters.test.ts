/**
 * POST /api/admin/upload-media/poster?videoPublicId=...: the console draws a video's first frame
 * and sends it; it is stored beside the video as a metadata-free JPEG at most 1600 px wide, under a
 * new name each time, and the articles showing the video get it in the background.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { articleBody, uploadMedia, uploadPoster } from '../helpers/media-client.js';
import { gif, jpeg, jpegOfSize, MiB, mp4, png, pngBomb, webm, webp } from '../helpers/media-files.js';

const POLL = { timeout: 5000, interval: 20 };

describe('video posters', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let video: { publicId: string; url: string };
  let slugs = 0;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    langs = await createLanguages(host.services);
    video = await uploadMedia(host, mp4(8192));
  });
  afterAll(() => host.stop());

  const stemOf = (publicId: string) => publicId.replace(/\.\w+$/, '');
  const fetchMedia = (url: string) => fetch(new URL(url, host.url));
  const createArticle = async (videoPublicId: string) => {
    const res = await host.admin('POST', '/api/admin/articles', articleBody(`poster-${++slugs}`, langs.en, { videoPublicId }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; slug: string; videoPosterUrl: string | null };
  };
  const posterOf = async (id: number) => (await host.admin('GET', `/api/admin/articles/${id}`)).body.videoPosterUrl as string | null;

  it('stores the frame beside the video as a JPEG at most 1600 px wide, without metadata, and answers it', async () => {
    const frame = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: '#204060' } })
      .png()
      .withExifMerge({ IFD0: { Copyright: 'Camera Owner' } })
      .toBuffer();
    const res = await uploadPoster(host, video.publicId, frame);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ url: expect.any(String), publicId: expect.any(String), contentType: 'image/jpeg', size: expect.any(Number), width: 1600, height: 900 });
    expect(res.body.publicId).toMatch(new RegExp(`^${stemOf(video.publicId)}-poster-[0-9a-f]{8}\\.jpg$`));
    expect(res.body.url).toBe(`/media/${res.body.publicId}`);

    const served = await fetchMedia(res.body.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(res.body.size);
    expect(bytes.includes(Buffer.from('Camera Owner'))).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a narrow frame its size, and takes PNG, JPEG and WebP', async () => {
    for (const make of [png, jpeg, webp]) {
      const res = await uploadPoster(host, video.publicId, await make(640, 360));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 360 });
    }
  });

  it.each([
    ['a GIF', () => gif()],
    ['a video', async () => mp4(1024)],
    ['HTML', async () => Buffer.from('<!doctype html><script>alert(1)</script>')],
  ])('refuses %s with 415', async (_name, make) => {
    const res = await uploadPoster(host, video.publicId, await make());
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: 'Please select a JPEG, PNG or WebP image', field: 'file' });
  });

  it('holds posters to the image limit (10 MB) and refuses a decompression bomb', async () => {
    const at = await uploadPoster(host, video.publicId, await jpegOfSize(10 * MiB));
    expect(at.status, JSON.stringify(at.body)).toBe(200);
    const over = await uploadPoster(host, video.publicId, await jpegOfSize(10 * MiB + 1));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ message: 'File size must be less than 10MB', field: 'file' });
    const bomb = await uploadPoster(host, video.publicId, pngBomb());
    expect(bomb.status).toBe(413);
    expect(bomb.body.reason).toBe('too many pixels');
  });

  it('404 for a video that was never uploaded; 400 for an image or a name the server did not make', async () => {
    const frame = await png();
    const unknown = await uploadPoster(host, 'uploads/2026/01/00000000-0000-4000-8000-000000000000.mp4', frame);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ field: 'videoPublicId' });

    const image = await uploadMedia(host, await png());
    const ofImage = await uploadPoster(host, image.publicId, frame);
    expect(ofImage.status).toBe(400);
    expect(ofImage.body).toMatchObject({ field: 'videoPublicId', reason: 'not a video' });

    for (const id of ['seed/explainer', '../../etc/passwd', 'uploads/2026/01/x.mp4']) {
      const res = await uploadPoster(host, id, frame);
      expect(res.status, id).toBe(400);
      expect(res.body.field).toBe('videoPublicId');
    }
  });

  it('needs the video named once in the query', async () => {
    const post = (query: string) => fetch(`${host.url}/api/admin/upload-media/poster${query}`, { method: 'POST', headers: { authorization: `Bearer ${host.adminToken}` } });
    for (const query of ['', '?videoPublicId=', `?videoPublicId=${video.publicId}&videoPublicId=${video.publicId}`]) {
      const res = await post(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).field, query).toBe('videoPublicId');
    }
  });

  it('an article naming the video gets the poster in the background, and the next one when it is replaced', async () => {
    const clip = await uploadMedia(host, webm(4096));
    const article = await createArticle(clip.publicId);
    expect(article.videoPosterUrl).toBeNull();

    const first = await uploadPoster(host, clip.publicId, await jpeg(320, 180));
    expect(first.status).toBe(200);
    await expect.poll(() => posterOf(article.id), POLL).toBe(first.body.url);
    // The reader sees it too.
    await expect.poll(async () => (await (await host.get(`/api/articles/${article.slug}`)).json()).videoPosterUrl, POLL).toBe(first.body.url);

    const second = await uploadPoster(host, clip.publicId, await jpeg(320, 180));
    expect(second.body.publicId).not.toBe(first.body.publicId);
    await expect.poll(() => posterOf(article.id), POLL).toBe(second.body.url);
    // The replaced poster's file is gone; names are never reused.
    expect((await fetchMedia(first.body.url)).status).toBe(404);
    expect((await fetchMedia(second.body.url)).status).toBe(200);
  });

  it('an article saved after the poster has it at once', async () => {
    const clip = await uploadMedia(host, mp4(2048));
    const poster = await uploadPoster(host, clip.publicId, await png(300, 200));
    const article = await createArticle(clip.publicId);
    expect(article.videoPosterUrl).toBe(poster.body.url);
  });

  it('needs an administrator', async () => {
    const frame = await png();
    expect((await uploadPoster(host, video.publicId, frame, null)).status).toBe(401);
    expect((await uploadPoster(host, video.publicId, frame, host.nonAdminToken)).status).toBe(403);
  });
});
