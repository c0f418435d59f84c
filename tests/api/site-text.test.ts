import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteText } from '../../functions/src/contract/index.js';
import en from '../../functions/src/i18n/locales/en.json' with { type: 'json' };
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('GET /api/site-text', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost();
  });
  afterAll(() => host.stop());

  it("answers a language's words with the compiled form of each message that has arguments", async () => {
    const res = await host.get('/api/site-text?language=hi');
    expect(res.status).toBe(200);
    const body = (await res.json()) as SiteText;
    expect(body.language).toBe('hi');
    expect(Object.keys(body.messages).sort()).toEqual(Object.keys(en).sort());
    expect(body.messages['articles.empty']).toBe('कोई लेख नहीं मिला');
    // Lingui's compiled form; `#` is the count already written in Hindi's number locale (`count:number`).
    expect(body.messages['card.views']).toBe('{count, plural, one {# बार देखा गया} other {# बार देखा गया}}');
    expect(body.compiled[body.messages['card.views']!]).toEqual([
      ['count', 'plural', { one: [['count:number'], ' बार देखा गया'], other: [['count:number'], ' बार देखा गया'] }],
    ]);
    expect(body.compiled[body.messages['site.pageTitle']!]).toEqual([['page'], ' | CryptoLekh']);
    expect(body.compiled).not.toHaveProperty(body.messages['articles.empty']!);
  });

  it('answers English for a language with no catalogue', async () => {
    const body = (await (await host.get('/api/site-text?language=te')).json()) as SiteText;
    expect(body).toMatchObject({ language: 'te', messages: en });
  });

  it('refuses a missing or malformed language with a JSON message', async () => {
    for (const path of ['/api/site-text', '/api/site-text?language=<script>']) {
      const res = await host.get(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.stringContaining('language') });
    }
  });
});
