/**
 * The four stat cards of Ads Management (admin-and-api.md §2), over the ads the filter shows, and
 * the numbers of one ad: among every reader, or among the readers of one language (issue 23).
 */
import { adCtr, type AdDailyCount, type AdminAd } from '@contract';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import CampaignIcon from '@mui/icons-material/Campaign';
import PercentIcon from '@mui/icons-material/Percent';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { StatCards, type StatCard } from '../shared/stat-cards';

export const formatCount = (n: number) => n.toLocaleString('en-IN');
/** "1 view", "2,345 views" */
export const countOf = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

export interface AdPerformance {
  impressions: number;
  clicks: number;
  ctr: string;
}

/** An ad's numbers among all readers (`null`), or among readers of one language (zero when it has none there). */
export function performanceOf(ad: AdminAd, languageId: number | null): AdPerformance {
  if (languageId === null) return { impressions: ad.impressions, clicks: ad.clicks, ctr: ad.ctr };
  return ad.byLanguage.find((l) => l.languageId === languageId) ?? { impressions: 0, clicks: 0, ctr: adCtr(0, 0) };
}

/** One site-day's numbers. */
export interface AdDay extends AdPerformance {
  date: string;
}

/** An ad's last 14 site-days among all readers (`null`), or among readers of one language. */
export function daysOf(ad: AdminAd, languageId: number | null): AdDay[] {
  return ad.daily.map((d: AdDailyCount) => {
    if (languageId === null) return { date: d.date, impressions: d.impressions, clicks: d.clicks, ctr: d.ctr };
    const l = d.byLanguage.find((x) => x.languageId === languageId);
    return { date: d.date, impressions: l?.impressions ?? 0, clicks: l?.clicks ?? 0, ctr: l?.ctr ?? adCtr(0, 0) };
  });
}

/** The ads' days summed, day by day (every ad of a list has the same 14 days). */
export function adDays(ads: AdminAd[], languageId: number | null = null): AdDay[] {
  const byDate = new Map<string, { impressions: number; clicks: number }>();
  for (const ad of ads) {
    for (const d of daysOf(ad, languageId)) {
      const sum = byDate.get(d.date) ?? { impressions: 0, clicks: 0 };
      sum.impressions += d.impressions;
      sum.clicks += d.clicks;
      byDate.set(d.date, sum);
    }
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, c]) => ({ date, ...c, ctr: adCtr(c.clicks, c.impressions) }));
}

export function adTotals(ads: AdminAd[], languageId: number | null = null) {
  const each = ads.map((a) => performanceOf(a, languageId));
  const impressions = each.reduce((sum, p) => sum + p.impressions, 0);
  const clicks = each.reduce((sum, p) => sum + p.clicks, 0);
  return { ads: ads.length, impressions, clicks, ctr: adCtr(clicks, impressions) };
}

export function AdStatCards({ ads, languageId = null }: { ads: AdminAd[] | undefined; languageId?: number | null }) {
  const totals = ads && adTotals(ads, languageId);
  const cards: StatCard[] = [
    { key: 'ads', label: 'Total Ads', value: totals && formatCount(totals.ads), icon: CampaignIcon },
    { key: 'impressions', label: 'Total Impressions', value: totals && formatCount(totals.impressions), icon: VisibilityIcon },
    { key: 'clicks', label: 'Total Clicks', value: totals && formatCount(totals.clicks), icon: AdsClickIcon },
    { key: 'ctr', label: 'CTR', value: totals && `${totals.ctr}%`, icon: PercentIcon },
  ];
  return <StatCards cards={cards} testIdPrefix="ad-stat-" />;
}
