import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '../helpers/test-host.js';

describe('GET /api/site-settings', () => {
  let host: TestHost;
  beforeAll(async () => {
    host = await startTestHost();
  });
  afterAll(() => host.stop());

  it('answers the defaults until settings are saved, then the saved ones', async () => {
    const first = await (await host.get('/api/site-settings')).json();
    expect(first).toMatchObject({ contactEmail: expect.stringContaining('@'), chatChannelUrl: expect.stringMatching(/^https:/) });
    await host.services.repos.settings.saveSiteSettings({ ...first, contactEmail: 'team@example.org', social: { ...first.social, x: '' } });
    const second = await (await host.get('/api/site-settings')).json();
    expect(second).toEqual({ ...first, contactEmail: 'team@example.org', social: { ...first.social, x: '' } });
  });
});
