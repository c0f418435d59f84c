/**
 * Article saves take an upload's facts from its record, never from the client: the URL, the
 * image's size and WebP variants, the video's poster. Ids the server did not make are stored as
 * sent, without those facts; an upload id with no record, or of the wrong kind, is a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { articleBody, uploadMedia } from '../helpers/media-client.js';
import { mp4, png } from '../helpers/media-files.js';

describe('article saves copy media facts from the upload', () => {
  let host: AdminTestHost;
  let langs: Langs;
  let slugs = 0;
  const nextSlug = () => `media-save-${++slugs}`;

  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
    langs = await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  const create = (article: Record<string, unknown>) => host.admin('POST', '/api/admin/articles', articleBody(nextSlug(), langs.en, article));
  const patch = (id: number, article: Record<string, unknown>) => host.admin('PATCH', `/api/admin/articles/${id}`, { article });
  const read = async (id: number) => (await host.admin('GET', `/api/admin/articles/${id}`)).body;

  it('an uploaded image gives the article its URL, size and variants, whatever URL the client sent; readers see them too', async () => {
    const image = await uploadMedia(host, await png(2000, 1000));
    const res = await create({ imagePublicId: image.publicId, imageUrl: 'https://evil.example/other.png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const variants = image.variants!.map(({ width, height, url }) => ({ width, height, url }));
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    const expected = { imageUrl: image.url, imagePublicId: image.publicId, imageWidth: 2000, imageHeight: 1000, imageVariants: variants };
    expect(res.body).toMatchObject(expected);
    expect(await read(res.body.id)).toMatchObject(expected);

    const reader = await (await host.get(`/api/articles/${res.body.slug}`)).json();
    expect(reader).toMatchObject({ imageUrl: image.url, imageWidth: 2000, imageHeight: 1000, imageVariants: variants });
  });

  it('an uploaded video gives the article its URL and (no) poster', async () => {
    const video = await uploadMedia(host, mp4(4096));
    const res = await create({ videoPublicId: video.publicId, videoUrl: '/media/made-up.mp4' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ videoUrl: video.url, videoPublicId: video.publicId, videoPosterUrl: null });
  });

  it('replacing the image by another upload replaces the facts; other saves keep them', async () => {
    const first = await uploadMedia(host, await png(800, 600));
    const second = await uploadMedia(host, await png(1200, 300));
    const { body } = await create({ imagePublicId: first.publicId });
    expect(body).toMatchObject({ imageWidth: 800, imageHeight: 600 });

    const replaced = await patch(body.id, { imagePublicId: second.publicId, imageUrl: second.url });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ imageUrl: second.url, imageWidth: 1200, imageHeight: 300 });
    expect(replaced.body.imageVariants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1200]);

    const retitled = await patch(body.id, { isFeatured: true });
    expect(retitled.body).toMatchObject({ isFeatured: true, imageUrl: second.url, imagePublicId: second.publicId, imageWidth: 1200, imageHeight: 300 });
  });

  it('clearing the id clears the URL and the facts copied from the upload', async () => {
    const image = await uploadMedia(host, await png(640, 480));
    const video = await uploadMedia(host, mp4(2048));
    const { body } = await create({ imagePublicId: image.publicId, videoPublicId: video.publicId });
    const cleared = await patch(body.id, { imagePublicId: '', videoPublicId: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body).toMatchObject({
      imageUrl: null,
      imagePublicId: null,
      imageWidth: null,
      imageHeight: null,
      imageVariants: [],
      videoUrl: null,
      videoPublicId: null,
      videoPosterUrl: null,
    });
  });

  it('an image given by URL (or a new URL alone) has no id and no facts', async () => {
    const byUrl = await create({ imageUrl: 'https://images.example.com/chart.png' });
    expect(byUrl.body).toMatchObject({ imageUrl: 'https://images.example.com/chart.png', imagePublicId: null, imageWidth: null, imageHeight: null, imageVariants: [] });

    const image = await uploadMedia(host, await png(900, 900));
    const { body } = await create({ imagePublicId: image.publicId });
    const swapped = await patch(body.id, { imageUrl: 'https://images.example.com/other.png' });
    expect(swapped.body).toMatchObject({ imageUrl: 'https://images.example.com/other.png', imagePublicId: null, imageWidth: null, imageVariants: [] });
  });

  it('ids the server did not make are stored as sent, without facts', async () => {
    const res = await create({ imageUrl: '/media/seed/what-is-a-blockchain.svg', imagePublicId: 'seed/what-is-a-blockchain.svg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ imageUrl: '/media/seed/what-is-a-blockchain.svg', imagePublicId: 'seed/what-is-a-blockchain.svg', imageWidth: null, imageVariants: [] });
  });

  it.each([
    ['image', 'imagePublicId', 'uploads/2026/01/00000000-0000-4000-8000-000000000000.png'],
    ['video', 'videoPublicId', 'uploads/2026/01/00000000-0000-4000-8000-000000000000.mp4'],
  ])('an upload id with no upload is a 400 naming the field (%s), on create and update', async (_kind, field, publicId) => {
    const created = await create({ [field]: publicId });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ message: `Invalid body parameter 'article.${field}': no upload with this id`, field: `article.${field}`, reason: 'no upload with this id' });

    const { body } = await create({});
    const updated = await patch(body.id, { [field]: publicId });
    expect(updated.status).toBe(400);
    expect(updated.body).toMatchObject({ field: `article.${field}`, reason: 'no upload with this id' });
    expect(await read(body.id)).toMatchObject({ imagePublicId: null, videoPublicId: null });
  });

  it('an image in the video field, or a video in the image field, is a 400', async () => {
    const image = await uploadMedia(host, await png());
    const video = await uploadMedia(host, mp4(1024));
    const imageAsVideo = await create({ videoPublicId: image.publicId });
    expect(imageAsVideo.status).toBe(400);
    expect(imageAsVideo.body).toMatchObject({ field: 'article.videoPublicId', reason: 'not a video' });
    const videoAsImage = await create({ imagePublicId: video.publicId });
    expect(videoAsImage.status).toBe(400);
    expect(videoAsImage.body).toMatchObject({ field: 'article.imagePublicId', reason: 'not an image' });
    expect(videoAsImage.body.message).toMatch(/is a video, not an image$/);
  });
});
