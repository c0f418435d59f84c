/**
 * The reader's view beacon cuts each text to 200 characters before sending (issue 37: a 10 KB
 * utm_campaign or referrer pushed the beacon past what the server read, and the view was lost).
 * 200 is the documented limit (docs/analytics.md), pinned here as a literal.
 */
import { describe, expect, it } from 'vitest';
import { viewBeacon } from '../../web/src/reader/page-view-beacon.js';

const base = { viewId: '5b0c2a6e-6a4e-4e8a-9d6f-1f2e3d4c5b6a', page: 'home' as const, language: 'en', timeZone: 'Asia/Kolkata', screenWidth: 1280 };

describe('viewBeacon', () => {
  it('cuts a 10 KB utm_campaign, utm_source, utm_medium, referrer and browser language to 200 characters each', () => {
    const long = 'c'.repeat(10_000);
    const beacon = viewBeacon({
      ...base,
      browserLanguage: `en-IN${long}`,
      referrer: `https://example.org/${long}`,
      search: `?utm_campaign=${long}&utm_source=${long}&utm_medium=${long}`,
    });
    expect(beacon.utmCampaign).toBe('c'.repeat(200));
    expect(beacon.utmSource).toBe('c'.repeat(200));
    expect(beacon.utmMedium).toBe('c'.repeat(200));
    expect(beacon.referrer).toBe(`https://example.org/${long}`.slice(0, 200));
    expect(beacon.browserLanguage).toBe(`en-IN${long}`.slice(0, 200));
    // The whole beacon stays far below the 8 KiB a keepalive fetch and the server's reading allow.
    expect(JSON.stringify(beacon).length).toBeLessThan(2_048);
  });

  it('never cuts a character in half, and leaves short fields and absent ones as they are', () => {
    const beacon = viewBeacon({ ...base, referrer: 'a' + '😀'.repeat(150), search: `?utm_campaign=${encodeURIComponent('😀'.repeat(150))}&utm_source=Newsletter` });
    expect(beacon.referrer).toBe('a' + '😀'.repeat(99));
    expect(beacon.utmCampaign).toBe('😀'.repeat(100));
    expect(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(beacon.utmCampaign!)).toBe(false);
    expect(beacon.utmSource).toBe('Newsletter');
    expect(beacon.utmMedium).toBeUndefined();
    expect(viewBeacon({ ...base, referrer: '', search: '' })).toEqual({ type: 'view', ...base, referrer: '' });
  });
});
