/** SITE_URL: the origin article links in Telegram posts point to. */
import { describe, expect, it } from 'vitest';
import { siteUrlFromEnv } from './config.js';

describe('siteUrlFromEnv', () => {
  it('takes SITE_URL as the origin, without a trailing slash', () => {
    expect(siteUrlFromEnv({ SITE_URL: 'https://cryptolekh.in/' })).toBe('https://cryptolekh.in');
    expect(siteUrlFromEnv({ SITE_URL: ' https://news.example:8443 ', GCLOUD_PROJECT: 'p' })).toBe('https://news.example:8443');
  });

  it("defaults to the project's Hosting domain deployed, and to the local host otherwise", () => {
    expect(siteUrlFromEnv({ GCLOUD_PROJECT: 'cryptolekh-prod' })).toBe('https://cryptolekh-prod.web.app');
    expect(siteUrlFromEnv({ GCLOUD_PROJECT: 'demo-cryptolekh', PORT: '5088' })).toBe('http://localhost:5088');
    expect(siteUrlFromEnv({})).toBe('http://localhost:5000');
  });

  it.each(['cryptolekh.in', 'ftp://cryptolekh.in', 'https://u:p@cryptolekh.in', 'https://cryptolekh.in/?x=1'])('refuses %s at start-up', (value) => {
    expect(() => siteUrlFromEnv({ SITE_URL: value })).toThrow(/SITE_URL/);
  });
});
