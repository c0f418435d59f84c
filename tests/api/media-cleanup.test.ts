/**
 * No orphans: replacing or removing an article's image or video, or an ad's image, or deleting the
 * document, removes the upload (main file, variants, posters and record) in a background trigger,
 * unless another article or ad still names it. The hourly sweep removes uploads nobody saved and
 * expired direct-upload sessions.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as deployed from '../../functions/src/index.js';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';
import { watchTriggers } from '../helpers/trigger-watch.js';
import { manualClock } from '../helpers/clock.js';
import { createLanguages, type Langs } from '../helpers/fixtures.js';
import { putBytes, queryUpload, uploadPoster } from '../helpers/media-client.js';
import { bodyOf, BOUNDARY, jpeg, mp4, multipart, png } from '../helpers/media-files.js';

const HOUR = 3_600_000;

interface Uploaded {
  url: string;
  publicId: string;
  variants?: { publicId: string }[];
}

describe('media cleanup', () => {
  // The sweep's 48 hours and the sessions' hour pass on this clock.
  const clock = manualClock();
  let host: AdminTestHost;
  let langs: Langs;
  let triggers: ReturnType<typeof watchTriggers>;

  beforeAll(async () => {
    host = await startAdminHost({ clock, schedules: false });
    langs = await createLanguages(host.services);
    triggers = watchTriggers(host);
  });
  afterAll(() => host.stop());

  /** Waits (polling, bounded) until a condition holds. */
  async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((r) => setImmediate(r));
    }
  }
  /** Every trigger the last writes started has finished. */
  const triggersIdle = () => until('triggers to finish', () => triggers.running === 0);

  const fileOf = (publicId: string) => path.join(host.dataDir, 'media', ...publicId.split('/'));
  const filesOf = (u: Uploaded) => [u.publicId, ...(u.variants ?? []).map((v) => v.publicId)].map(fileOf);
  const allExist = (u: Uploaded) => filesOf(u).every((f) => existsSync(f));
  const noneExist = (u: Uploaded) => filesOf(u).every((f) => !existsSync(f));

  async function upload(data: Buffer): Promise<Uploaded> {
    const res = await fetch(`${host.url}/api/admin/upload-media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${host.adminToken}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: bodyOf(multipart([{ name: 'file', filename: 'x', data }])),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Uploaded;
    expect(allExist(body)).toBe(true);
    return body;
  }
  const image = async () => upload(await png(1200, 600));

  async function createArticle(slug: string, media: { image?: Uploaded; video?: Uploaded }): Promise<number> {
    const res = await host.admin('POST', '/api/admin/articles', {
      article: {
        slug,
        category: 'education',
        status: 'draft',
        isFeatured: false,
        imageUrl: media.image?.url ?? '',
        imagePublicId: media.image?.publicId ?? '',
        videoUrl: media.video?.url ?? '',
        videoPublicId: media.video?.publicId ?? '',
      },
      translation: { languageId: langs.en, title: `T ${slug}`, content: '<p>b</p>', excerpt: 'e', metaDescription: 'm', isOriginal: true },
      targetLanguages: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await triggersIdle();
    return res.body.id as number;
  }
  const patchArticle = async (id: number, article: Record<string, string>) => {
    const res = await host.admin('PATCH', `/api/admin/articles/${id}`, { article });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('replacing an article image removes the old one with its variants, and keeps the new one', async () => {
    const first = await image();
    const second = await image();
    expect(first.variants).toHaveLength(3);
    const id = await createArticle('replace-image', { image: first });
    await patchArticle(id, { imageUrl: second.url, imagePublicId: second.publicId });
    await until('the old image to go', () => noneExist(first));
    await triggersIdle();
    expect(allExist(second)).toBe(true);
  });

  it('removing a video removes its file; deleting the article removes its image', async () => {
    const video = await upload(mp4(4096));
    const picture = await image();
    const id = await createArticle('remove-video', { image: picture, video });
    await patchArticle(id, { videoUrl: '', videoPublicId: '' });
    await until('the video to go', () => noneExist(video));
    expect(allExist(picture)).toBe(true);

    expect((await host.admin('DELETE', `/api/admin/articles/${id}`)).status).toBe(200);
    await until('the image to go', () => noneExist(picture));
  });

  it('keeps a file while another article uses it, and removes it when the last one lets go', async () => {
    const shared = await image();
    const a = await createArticle('shared-a', { image: shared });
    const b = await createArticle('shared-b', { image: shared });

    await patchArticle(a, { imageUrl: '', imagePublicId: '' });
    await triggersIdle();
    expect(allExist(shared)).toBe(true);

    expect((await host.admin('DELETE', `/api/admin/articles/${b}`)).status).toBe(200);
    await until('the shared image to go', () => noneExist(shared));
  });

  it('keeps a file an ad uses, and removes it when the ad is deleted', async () => {
    const banner = await image();
    const id = await createArticle('with-ad-image', { image: banner });
    const ad = await host.services.repos.ads.create(
      {
        name: 'Banner',
        type: 'banner',
        placement: 'homepage',
        headline: 'H',
        text: 'T',
        imageUrl: banner.url,
        imagePublicId: banner.publicId,
        url: 'https://example.com',
        content: null,
        isActive: true,
        priority: 1,
      },
      new Date(),
    );
    await triggersIdle();
    expect((await host.admin('DELETE', `/api/admin/articles/${id}`)).status).toBe(200);
    await triggersIdle();
    expect(allExist(banner)).toBe(true);

    await host.firestore.db.collection('ads').doc(String(ad.id)).delete();
    await until('the ad image to go', () => noneExist(banner));
  });

  it('never deletes what the server did not upload, and a second run is harmless', async () => {
    const media = host.services.media;
    expect(await media.deleteIfUnused('seed/ftx-collapse-2022.svg')).toBe(false);
    expect(await media.deleteIfUnused('uploads/../../etc/passwd')).toBe(false);
    const lone = await image();
    expect(await media.deleteIfUnused(lone.publicId)).toBe(true);
    expect(noneExist(lone)).toBe(true);
    expect(await media.deleteIfUnused(lone.publicId)).toBe(true);
  });

  /** Whether an article may still name the upload: its record is gone once it is removed. */
  const recordExists = async (u: Uploaded, field: 'imagePublicId' | 'videoPublicId') => {
    const res = await host.admin('POST', '/api/admin/articles', {
      article: { slug: `probe-${Math.random().toString(36).slice(2, 10)}`, category: 'education', status: 'draft', [field]: u.publicId },
      translation: { languageId: langs.en, title: 'Probe', content: '<p>b</p>', excerpt: 'e' },
      targetLanguages: [],
    });
    if (res.status === 201) {
      expect((await host.admin('DELETE', `/api/admin/articles/${res.body.id}`)).status).toBe(200);
      await triggersIdle();
      return true;
    }
    expect(res.body.reason).toBe('no upload with this id');
    return false;
  };

  it('a replaced poster is deleted at once; removing the video removes it, its poster and its record', async () => {
    const video = await upload(mp4(4096));
    const first = (await uploadPoster(host, video.publicId, await jpeg(320, 180))).body as Uploaded;
    const second = (await uploadPoster(host, video.publicId, await jpeg(320, 180))).body as Uploaded;
    expect(noneExist(first)).toBe(true);
    expect(allExist(second)).toBe(true);

    const id = await createArticle('video-with-poster', { video });
    await patchArticle(id, { videoUrl: '', videoPublicId: '' });
    await until('the video and its poster to go', () => noneExist(video) && noneExist(second));
    expect(await recordExists(video, 'videoPublicId')).toBe(false);
  });

  it('deleting an article removes its image record with the files', async () => {
    const picture = await image();
    const id = await createArticle('image-record', { image: picture });
    expect((await host.admin('DELETE', `/api/admin/articles/${id}`)).status).toBe(200);
    await until('the image to go', () => noneExist(picture));
    expect(await recordExists(picture, 'imagePublicId')).toBe(false);
  });

  describe('the hourly sweep', () => {
    const sweep = () => deployed.sweepMediaUploads.run({ scheduleTime: clock.now().toISOString() } as Parameters<typeof deployed.sweepMediaUploads.run>[0]);

    it('is deployed to run every hour', () => {
      expect(deployed.sweepMediaUploads.__endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 1 hours' });
    });

    it('removes uploads nobody saved once 48 hours have passed, keeps the ones in use, and expired sessions go', async () => {
      const abandoned = await image();
      const abandonedVideo = await upload(mp4(2048));
      const poster = (await uploadPoster(host, abandonedVideo.publicId, await png(64, 36))).body as Uploaded;
      const used = await image();
      const usedVideo = await upload(mp4(2048));
      await createArticle('swept-keeps', { image: used, video: usedVideo });

      const session = await host.admin('POST', '/api/admin/uploads', { contentType: 'video/mp4', size: 4096 });
      expect(session.status).toBe(201);
      const half = mp4(4096).subarray(0, 1024);
      expect((await putBytes(host, session.body.uploadUrl, half, { 'content-range': 'bytes 0-1023/4096' })).status).toBe(308);
      const received = path.join(host.dataDir, 'media-incoming', `${session.body.uploadId}.part`);
      expect(existsSync(received)).toBe(true);

      // Before their time nothing goes.
      clock.advance(47 * HOUR);
      await sweep();
      expect(allExist(abandoned) && allExist(abandonedVideo) && allExist(poster)).toBe(true);
      // The session's hour is over: it and what it received are gone.
      expect(existsSync(received)).toBe(false);
      expect((await queryUpload(host, session.body.uploadUrl, 4096)).status).toBe(404);
      expect((await host.admin('POST', `/api/admin/uploads/${session.body.uploadId}/complete`)).status).toBe(404);

      clock.advance(2 * HOUR);
      await sweep();
      expect(noneExist(abandoned) && noneExist(abandonedVideo) && noneExist(poster)).toBe(true);
      expect(await recordExists(abandoned, 'imagePublicId')).toBe(false);
      expect(allExist(used) && allExist(usedVideo)).toBe(true);
      expect((await host.get(used.url)).status).toBe(200);
      await triggersIdle();
    });
  });

  it('no trigger failed', () => {
    expect(triggers.failures).toEqual([]);
  });
});
