import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLanguages } from '../helpers/fixtures.js';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('GET /api/languages', () => {
  let host: TestHost;

  beforeAll(async () => {
    host = await startTestHost();
    await createLanguages(host.services);
  });
  afterAll(() => host.stop());

  it('lists only active languages, English (id 1) first, with the public fields', async () => {
    const res = await host.get('/api/languages');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual([
      { id: 1, code: 'en', name: 'English', nativeName: 'English' },
      { id: 2, code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
      { id: 3, code: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
    ]);
  });

  it('refuses a second language with a code that is taken', async () => {
    await expect(
      host.services.repos.languages.create({ code: 'hi', name: 'Hindi again', nativeName: 'हिन्दी', isActive: true }, new Date()),
    ).rejects.toMatchObject({ status: 409, field: 'code' });
  });
});
