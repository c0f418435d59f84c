/**
 * The four stat cards of Ads Management (admin-and-api.md §2), over the ads the filter shows, and
 * the numbers of one ad: among every reader, or among the readers of one language (issue 23).
 */
import { adCtr, type AdminAd } from '@contract';
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
