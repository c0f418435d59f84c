/**
 * The Advertise page's measured audience (issue 30, docs/analytics.md "The Advertise page"): with
 * the setting `showMeasuredAudience` on, GET /api/site-settings and the server-rendered pages carry
 * the last 30 complete site-days' visitors (summed daily visitors), page views, average engaged
 * time and ad click-through rate. The figures are the console's report's totals over those days
 * (analytics-report.ts buildTotals, so both always agree), computed at most once per instance an hour
 * (AUDIENCE_TTL_MS) and once more when the site-day turns: never per reader request.
 */
import { MEASURED_AUDIENCE_DAYS, type MeasuredAudience, type PublicSiteSettings } from '../../contract/index.js';
import type { Repositories } from '../../data/index.js';
import type { Clock } from '../clock.js';
import type { AnalyticsService } from './analytics-service.js';
import { addDays, zonedParts } from './attributes.js';

/**
 * How long an instance keeps the figures. The days end yesterday, so they barely change within a
 * day (a late engaged report or ad count around midnight, a trigger's lag): an hour shows those
 * soon enough, and one computation reads up to ~800 documents (docs/analytics.md), so every few
 * minutes would cost several times more for nothing.
 */
export const AUDIENCE_TTL_MS = 60 * 60_000;

export interface MeasuredAudienceDeps {
  repos: Pick<Repositories, 'settings'>;
  analytics: Pick<AnalyticsService, 'totals' | 'timeZone'>;
  clock: Clock;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export class MeasuredAudienceService {
  private kept?: { at: number; to: string; value: Promise<MeasuredAudience> };

  constructor(private readonly deps: MeasuredAudienceDeps) {}

  /** The reader site's settings: with the setting on, the measured audience too; off, nothing measured. */
  async publicSettings(): Promise<PublicSiteSettings> {
    const settings = await this.deps.repos.settings.getSiteSettings();
    if (!settings.showMeasuredAudience) return settings;
    try {
      return { ...settings, audience: await this.audience() };
    } catch (err) {
      // The page shows the spec's fixed tiles rather than failing for want of its figures.
      this.deps.log?.('measured audience unavailable', { error: String(err) });
      return settings;
    }
  }

  /** The 30 site-days ending yesterday, kept AUDIENCE_TTL_MS in this instance (a new site-day computes again). */
  async audience(): Promise<MeasuredAudience> {
    const now = this.deps.clock.now().getTime();
    const today = zonedParts(new Date(now), await this.deps.analytics.timeZone()).day;
    const to = addDays(today, -1);
    const kept = this.kept;
    if (kept && kept.to === to && now - kept.at < AUDIENCE_TTL_MS) return kept.value;
    const value = this.compute(addDays(to, -(MEASURED_AUDIENCE_DAYS - 1)), to);
    const entry = { at: now, to, value };
    this.kept = entry;
    value.catch(() => {
      if (this.kept === entry) this.kept = undefined;
    });
    return value;
  }

  /** The settings were saved in this instance: the next request computes afresh (a new time zone moves the days). */
  settingsChanged(): void {
    this.kept = undefined;
  }

  private async compute(from: string, to: string): Promise<MeasuredAudience> {
    const totals = await this.deps.analytics.totals(from, to);
    return {
      from,
      to,
      visitors: totals.visitors,
      pageviews: totals.pageviews,
      engagedSeconds: totals.engagedSeconds,
      adImpressions: totals.adImpressions,
      adClicks: totals.adClicks,
      clickThroughRate: totals.adImpressions ? totals.adClicks / totals.adImpressions : 0,
    };
  }
}
