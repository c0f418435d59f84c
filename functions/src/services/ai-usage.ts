/** Counts every provider call and its tokens into the month's totals (the dashboard's "AI usage"). */
import type { AiUsage as AiUsageFigure } from '../contract/index.js';
import type { Repositories } from '../data/index.js';
import type { ChatJsonResult } from '../integrations/openai.js';
import type { Clock } from './clock.js';

export class AiUsageRecorder {
  constructor(
    private readonly repos: Pick<Repositories, 'aiSettings'>,
    private readonly clock: Clock,
  ) {}

  /** Runs one provider call and records it, with its tokens when it answered. */
  async track(call: () => Promise<ChatJsonResult>): Promise<ChatJsonResult> {
    let tokens = 0;
    try {
      const result = await call();
      tokens = result.usage.totalTokens;
      return result;
    } finally {
      // Usage is bookkeeping: failing to count must not fail the work.
      await this.repos.aiSettings.addUsage(monthOf(this.clock.now()), 1, tokens).catch(() => {});
    }
  }

  async thisMonth(): Promise<AiUsageFigure> {
    const month = monthOf(this.clock.now());
    return { month, ...(await this.repos.aiSettings.usage(month)) };
  }
}

/** "2026-11": calendar months in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
