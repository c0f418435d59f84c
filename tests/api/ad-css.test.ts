/**
 * An ad's inline CSS (issue 22): a Megaphone kept any `style`, so it could cover the page with a
 * fixed overlay, load a tracker through url() or use expression(). Only ad-css.ts's allowlist
 * survives a save (and serving): positioning, transforms, negative margins, viewport units and
 * every url() are dropped. What the console's templates write is kept
 * (tests/web/ad-templates-css.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHost, type AdminTestHost } from '../helpers/admin-host.js';

const FORM = { name: 'Css campaign', type: 'inline', placement: 'article', headline: 'Learn self custody', text: 'A short course.', url: 'https://example.com/course' };

describe("an ad's inline CSS", () => {
  let host: AdminTestHost;
  beforeAll(async () => {
    host = await startAdminHost({ schedules: false });
  });
  afterAll(() => host.stop());

  const save = async (content: string) => {
    const res = await host.admin('POST', '/api/admin/ads', { ...FORM, content });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: number; content: string | null };
  };

  it.each([
    ['a fixed overlay', 'position:fixed;top:0;left:0;z-index:2147483647;width:100vw;height:100vh'],
    ['positioning in any case', 'POSITION:fixed;Position:absolute;inset:0;bottom:0;right:0'],
    ['transforms and translation', 'transform:translate(-500px,-500px);translate:10px;scale:4'],
    ['negative margins', 'margin:-9999px;margin-top:-200px;margin-left:-50%'],
    ['viewport and computed sizes', 'width:100vw;height:calc(100vh + 1px);min-height:var(--x)'],
    ['trackers through url()', 'background:url(https://tracker.example/p.gif);background-image:url("https://t.example/x");list-style-image:url(x);cursor:url(x),auto;border-image:url(x) 30'],
    ['url() hidden in allowed properties', 'background:#fff url(https://t.example/x);color:url(x);font-family:url(x)'],
    ['expression() and behaviours', 'width:expression(alert(1));behavior:url(x.htc);-moz-binding:url(x.xml#y)'],
    ['animation, filters and content', 'animation:spin 1s infinite;filter:blur(0);content:"x";pointer-events:none;opacity:0'],
  ])('drops %s', async (_kind, style) => {
    const saved = await save(`<div style="${style}">Ad</div>`);
    expect(saved.content).toBe('<div>Ad</div>');
  });

  it('drops CSS escapes (a hidden url()), and reads a comment as nothing', async () => {
    const saved = await save('<div style="background:u\\72l(x);color:red/**/;background:\\75rl(x);width:1\\30 0vw">Ad</div>');
    expect(saved.content).toBe('<div style="color:red">Ad</div>');
  });

  it('keeps the allowed declarations beside dropped ones, and what readers are served is the same', async () => {
    const saved = await save('<div style="color:#123456;position:fixed;padding:4px 8px;background:url(x);border-radius:6px;z-index:9">Ad</div>');
    expect(saved.content).toBe('<div style="color:#123456;padding:4px 8px;border-radius:6px">Ad</div>');
    const served = await host.call('GET', '/api/ads?placement=article');
    expect(served.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: saved.id, content: saved.content })]));
  });

  it('serves content stored before the allowlist under it', async () => {
    const saved = await save('<p>Old</p>');
    const ads = await host.firestore.db.collection('ads').where('id', '==', saved.id).get();
    const ref = ads.empty ? host.firestore.db.collection('ads').doc(String(saved.id)) : ads.docs[0]!.ref;
    await ref.update({ content: '<div style="position:fixed;inset:0;color:#fff;background:url(https://t.example/p.gif)">Old</div>' });
    const served = await host.call('GET', '/api/ads?placement=article');
    expect(served.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: saved.id, content: '<div style="color:#fff">Old</div>' })]));
  });
});
