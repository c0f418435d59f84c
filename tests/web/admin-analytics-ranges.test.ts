/** The Analytics screen's ranges in the site's time zone, the period before, and how changes read (issue 30). */
import type { AnalyticsReport } from '@contract';
import { describe, expect, it } from 'vitest';
import { editionRows } from '../../web/src/admin/analytics/language-editions.js';
import { addDays, daysBetween, formatChange, formatShare, previousPeriod, rangeParams, todayIn } from '../../web/src/admin/analytics/ranges.js';

describe('ranges end today in the site time zone', () => {
  // 20:00 UTC on 27 November is already 28 November in India (UTC+5:30), still the 27th in New York.
  const evening = new Date('2026-11-27T20:00:00Z');

  it('takes today from the site time zone, not the browser', () => {
    expect(todayIn('Asia/Kolkata', evening)).toBe('2026-11-28');
    expect(todayIn('America/New_York', evening)).toBe('2026-11-27');
    expect(rangeParams('today', 'Asia/Kolkata', evening)).toEqual({ from: '2026-11-28', to: '2026-11-28', interval: 'hour' });
  });

  it('counts 7, 30 and 90 days with today included, by day', () => {
    expect(rangeParams('7d', 'Asia/Kolkata', evening)).toEqual({ from: '2026-11-22', to: '2026-11-28', interval: 'day' });
    for (const [key, days] of [['7d', 7], ['30d', 30], ['90d', 90]] as const) {
      const p = rangeParams(key, 'Asia/Kolkata', evening);
      expect(daysBetween(p.from, p.to)).toBe(days);
    }
    // Across a month and a year end.
    expect(rangeParams('30d', 'UTC', new Date('2027-01-10T12:00:00Z'))).toEqual({ from: '2026-12-12', to: '2027-01-10', interval: 'day' });
  });

  it('12 months start the day after the same date a year ago (leap days too)', () => {
    expect(rangeParams('12m', 'Asia/Kolkata', evening)).toEqual({ from: '2025-11-29', to: '2026-11-28', interval: 'day' });
    expect(rangeParams('12m', 'UTC', new Date('2028-02-29T12:00:00Z'))).toEqual({ from: '2027-03-02', to: '2028-02-29', interval: 'day' });
  });

  it('the period before has as many days and ends the day before', () => {
    expect(previousPeriod({ from: '2026-11-22', to: '2026-11-28', interval: 'day' })).toEqual({ from: '2026-11-15', to: '2026-11-21', interval: 'day' });
    // Today by hour is compared with yesterday as a whole.
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01', interval: 'hour' })).toEqual({ from: '2026-02-28', to: '2026-02-28', interval: 'day' });
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30', articleId: 7 })).toEqual({ from: '2026-10-02', to: '2026-10-31', articleId: 7, interval: 'day' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});

describe('changes and shares', () => {
  it('reads as an editor says them', () => {
    expect(formatChange(125, 100)).toBe('+25%');
    expect(formatChange(90, 100)).toBe('−10%');
    expect(formatChange(0, 100)).toBe('−100%');
    expect(formatChange(5, 0)).toBe('New');
    expect(formatChange(0, 0)).toBe('—');
    expect(formatChange(1001, 1000)).toBe('No change');
    expect(formatShare(1, 2)).toBe('50%');
    expect(formatShare(1, 3)).toBe('33%');
    expect(formatShare(0, 0)).toBe('0%');
  });

  it('lists the editions read, then the active ones nobody read (at zero), each against the period before', () => {
    const report = (languages: AnalyticsReport['languages']) => ({ totals: { pageviews: languages.reduce((n, l) => n + l.pageviews, 0) }, languages }) as AnalyticsReport;
    const names = new Map([[1, 'English'], [2, 'Hindi'], [3, 'Bengali'], [4, 'Kannada']]);
    const now = report([{ languageId: 2, pageviews: 3, visitors: 2 }, { languageId: 3, pageviews: 1, visitors: 1 }]);
    const before = report([{ languageId: 2, pageviews: 2, visitors: 2 }, { languageId: 1, pageviews: 4, visitors: 1 }]);
    expect(editionRows(now, { previous: before, names, activeIds: [1, 2, 3, 4] })).toEqual([
      { languageId: 2, name: 'Hindi', pageviews: 3, visitors: 2, share: '75%', change: '+50%' },
      { languageId: 3, name: 'Bengali', pageviews: 1, visitors: 1, share: '25%', change: 'New' },
      { languageId: 1, name: 'English', pageviews: 0, visitors: 0, share: '0%', change: '−100%' },
      { languageId: 4, name: 'Kannada', pageviews: 0, visitors: 0, share: '0%', change: '—' },
    ]);
    // Until the period before is in, no change is claimed.
    expect(editionRows(now, { names, activeIds: [] }).map((r) => r.change)).toEqual(['…', '…']);
  });
});
