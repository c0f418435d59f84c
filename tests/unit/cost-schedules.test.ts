/**
 * The cost bench prices the schedules from what functions/src/index.ts exports (bench/cost.ts):
 * every deployed schedule is found, and each cadence is one it can read, so a new schedule is
 * priced the day it lands instead of stopping `npm run bench` later.
 */
import { describe, expect, it } from 'vitest';
import { deployedSchedules, runsPerHour } from '../../bench/cost.js';

describe('the cost bench’s schedules', () => {
  it('reads runs an hour from App Engine cron’s every-N cadence, and refuses one it cannot read', () => {
    expect(runsPerHour('every 1 minutes')).toBe(60);
    expect(runsPerHour('every 5 minutes')).toBe(12);
    expect(runsPerHour('every 1 hours')).toBe(1);
    expect(runsPerHour('every 2 hours')).toBe(0.5);
    expect(() => runsPerHour('0 3 * * *')).toThrow(/cannot price the schedule "0 3 \* \* \*"/);
  });

  it('finds every scheduled function the project deploys, each with a cadence it can price', async () => {
    const schedules = await deployedSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual(['publishScheduledArticles', 'recoverBackgroundWork', 'refreshReaderCatalog', 'resumeTelegramDeliveries', 'sweepMediaUploads']);
    // Three every minute, two every hour.
    expect(schedules.reduce((sum, s) => sum + s.runsPerHour, 0)).toBe(182);
  });
});
