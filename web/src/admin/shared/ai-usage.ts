/** This month's AI usage as the dashboard and the AI settings page show it. */
import type { AiUsage } from '@contract';

/** "2026-11" (a UTC calendar month) → "November 2026". */
export function formatUsageMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "12 requests · 34,567 tokens" */
export function formatUsage(usage: AiUsage): string {
  const n = (v: number) => v.toLocaleString('en-IN');
  return `${n(usage.requests)} request${usage.requests === 1 ? '' : 's'} · ${n(usage.tokens)} token${usage.tokens === 1 ? '' : 's'}`;
}
