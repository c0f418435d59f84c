/** A clock the test moves by hand (services take a Clock, so "now" is the test's choice). */
import type { Clock } from '../../functions/src/services/clock.js';

export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (date) => {
      t = date.getTime();
    },
  };
}
