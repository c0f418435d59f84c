/**
 * An ad's uploaded image (admin-and-api.md §2, §5): the ad names the upload by its publicId and
 * the server takes the URL from the upload's record, never from the client; a name with no
 * upload, or a video's, is refused; a replaced image is removed from storage once nothing names it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { uploadMedia } from '../helpers/media-client.js';
import { mp4, png } from '../helpers/media-files.js';

const FORM = {
  name: 'Upload campaign',
  type: 'sidebar',
  placement: 'article',
  headline: 'Learn self custody',
  text: 'A short course on keeping your own keys safe.',
  url: 'https://example.com/course',
};

describe('ad images', () => {
  let host: AdminTestHost;
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
  });
  afterAll(() => host.stop());

  const fileOf = (publicId: string) => path.join(host.dataDir, 'media', ...publicId.split('/'));

  async function until(what: string, check: () => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  it('stores the upload named by imagePublicId with the URL of its record', async () => {
    const image = await uploadMedia(host, await png(300, 250));
    const res = await host.admin('POST', '/api/admin/ads', { ...FORM, imageUrl: 'https://evil.example/other.png', imagePublicId: image.publicId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ imageUrl: image.url, imagePublicId: image.publicId });
    const reader = await host.call('GET', '/api/ads?placement=article');
    expect(reader.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: res.body.id, imageUrl: image.url })]));
  });

  it('refuses an upload name with no upload, and a video as the image', async () => {
    const unknown = await host.admin('POST', '/api/admin/ads', { ...FORM, imageUrl: '/x.png', imagePublicId: 'uploads/2026/11/00000000-0000-4000-8000-000000000000.png' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ field: 'imagePublicId', message: expect.stringContaining('no upload with this id') });

    const video = await uploadMedia(host, mp4(2048));
    const asImage = await host.admin('POST', '/api/admin/ads', { ...FORM, imageUrl: video.url, imagePublicId: video.publicId });
    expect(asImage.status).toBe(400);
    expect(asImage.body).toMatchObject({ field: 'imagePublicId', reason: 'not an image' });
  });

  it('removes a replaced image from storage, and the last one when the ad is deleted', async () => {
    const first = await uploadMedia(host, await png(728, 90));
    const ad = (await host.admin('POST', '/api/admin/ads', { ...FORM, imageUrl: first.url, imagePublicId: first.publicId })).body;
    const second = await uploadMedia(host, await png(250, 250));
    const updated = await host.admin('PUT', `/api/admin/ads/${ad.id}`, { imageUrl: second.url, imagePublicId: second.publicId });
    expect(updated.body).toMatchObject({ imageUrl: second.url, imagePublicId: second.publicId });
    await until('the replaced image to be removed', () => !existsSync(fileOf(first.publicId)));
    expect(existsSync(fileOf(second.publicId))).toBe(true);

    expect((await host.admin('DELETE', `/api/admin/ads/${ad.id}`)).status).toBe(200);
    await until('the deleted ad image to be removed', () => !existsSync(fileOf(second.publicId)));
  });
});
