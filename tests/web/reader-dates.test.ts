/**
 * A date the server writes in India's day, and the reader's day taken from what it writes beside
 * it (local-dates.ts): every zone's day is India's, the day before or the day after, and the page's
 * first script picks among them without formatting a date.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dayFromIndia, formatArticleDateIn, formatCardDateIn, neighbourDays } from '../../web/src/shared/format.js';

const zoneBefore = process.env.TZ;
function inZone(zone: string) {
  // Node reads TZ again when it is set: Date's local getters follow.
  process.env.TZ = zone;
}
afterEach(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

describe("the reader's day against India's", () => {
  // 1 December 2026, 00:29:58 in India (UTC+5:30): 30 November in UTC and westwards; 1 December in Kiritimati (UTC+14).
  const justAfterMidnight = '2026-11-30T18:59:58.670Z';
  // 1 December 2026, 23:10 in India: 2 December in Kiritimati and Tokyo.
  const lateEvening = '2026-12-01T17:40:00.000Z';

  it('is the day before, the same day or the day after, wherever the reader is', () => {
    inZone('Asia/Kolkata');
    expect([dayFromIndia(justAfterMidnight), dayFromIndia(lateEvening)]).toEqual([0, 0]);
    inZone('UTC');
    expect([dayFromIndia(justAfterMidnight), dayFromIndia(lateEvening)]).toEqual([-1, 0]);
    inZone('Pacific/Pago_Pago'); // UTC-11
    expect([dayFromIndia(justAfterMidnight), dayFromIndia(lateEvening)]).toEqual([-1, 0]);
    inZone('Pacific/Kiritimati'); // UTC+14
    expect([dayFromIndia(justAfterMidnight), dayFromIndia(lateEvening)]).toEqual([0, 1]);
    inZone('Asia/Tokyo'); // UTC+9
    expect([dayFromIndia(justAfterMidnight), dayFromIndia(lateEvening)]).toEqual([0, 1]);
    // Across a year's end, and a date that is not one.
    inZone('America/Los_Angeles');
    expect(dayFromIndia('2027-01-01T00:00:00.000Z')).toBe(-1);
    expect(dayFromIndia('not a date')).toBeNaN();
  });

  it("is written beside the date, in the page's language and the date's pattern, for the day before and after", () => {
    inZone('UTC');
    expect(neighbourDays(justAfterMidnight, (iso, zone) => formatArticleDateIn('hi', iso, zone))).toEqual({ 'data-day-before': '30 नव॰ 2026', 'data-day-after': '2 दिस॰ 2026' });
    expect(neighbourDays(justAfterMidnight, (iso, zone) => formatCardDateIn('en', iso, zone))).toEqual({ 'data-day-before': 'November 30, 2026', 'data-day-after': 'December 2, 2026' });
    expect(neighbourDays('2026-12-31T20:00:00.000Z', (iso, zone) => formatCardDateIn('bn', iso, zone))).toEqual({ 'data-day-before': '31 ডিসেম্বর, 2026', 'data-day-after': '2 জানুয়ারি, 2027' });
    // What a browser in the reader's zone writes is what the page picks.
    for (const zone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Kolkata']) {
      inZone(zone);
      const readers = new Intl.DateTimeFormat('hi-IN-u-nu-latn', { day: 'numeric', month: 'short', year: 'numeric', timeZone: zone });
      for (const iso of [justAfterMidnight, lateEvening, '2026-12-31T20:00:00.000Z']) {
        const beside = neighbourDays(iso, (at, z) => formatArticleDateIn('hi', at, z));
        const day = dayFromIndia(iso);
        const picked = day < 0 ? beside['data-day-before'] : day > 0 ? beside['data-day-after'] : formatArticleDateIn('hi', iso, 'ist');
        expect(picked, `${zone} ${iso}`).toBe(readers.format(new Date(iso)));
      }
    }
    expect(neighbourDays('not a date', (iso, zone) => formatCardDateIn('en', iso, zone))).toEqual({});
  });
});
