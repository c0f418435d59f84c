/** SITE_URL: the origin article links in Telegram posts point to; INVITE_MAIL_COLLECTION: where invitation emails go. */
import { describe, expect, it } from 'vitest';
import { inviteMailCollectionFromEnv, siteUrlFromEnv } from './config.js';

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

describe('inviteMailCollectionFromEnv', () => {
  it('is unset by default and takes a collection path', () => {
    expect(inviteMailCollectionFromEnv({})).toBeUndefined();
    expect(inviteMailCollectionFromEnv({ INVITE_MAIL_COLLECTION: '  ' })).toBeUndefined();
    expect(inviteMailCollectionFromEnv({ INVITE_MAIL_COLLECTION: ' mail ' })).toBe('mail');
    expect(inviteMailCollectionFromEnv({ INVITE_MAIL_COLLECTION: 'outbox/staff/mail' })).toBe('outbox/staff/mail');
  });

  it.each(['mail/x', 'mail//x', '__mail__', '../mail', '/mail'])('refuses %s', (value) => {
    expect(() => inviteMailCollectionFromEnv({ INVITE_MAIL_COLLECTION: value })).toThrow(/INVITE_MAIL_COLLECTION/);
  });
});
