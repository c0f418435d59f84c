import { describe, expect, it } from 'vitest';
import { adCtr, istDayKey, lastIstDays } from '../contract/ad-measurement.js';
import { addressScope } from './ads-service.js';

describe('the per-address limit counts one machine or household as one address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:0:0:8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['2001:0DB8:85A3:0000:1111:8a2e:370:7334', '2001:db8:85a3:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s is counted as %s', (address, scope) => {
    expect(addressScope(address)).toBe(scope);
  });
});

describe('CTR and the IST days of per-day counts', () => {
  it.each([
    [0, 0, '0.00'],
    [5, 0, '0.00'],
    [1, 3, '33.33'],
    [2, 3, '66.67'],
    [29, 20_000, '0.15'],
    [1, 1600, '0.06'],
    [7, 7, '100.00'],
  ])('%d clicks of %d impressions is %s', (clicks, impressions, ctr) => {
    expect(adCtr(clicks, impressions)).toBe(ctr);
  });

  it('starts the day at midnight in India', () => {
    expect(istDayKey(new Date('2026-03-09T18:29:59Z'))).toBe('2026-03-09');
    expect(istDayKey(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
    expect(lastIstDays(new Date('2026-03-01T00:00:00Z'), 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
