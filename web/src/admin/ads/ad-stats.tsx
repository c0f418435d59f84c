/** The four stat cards of Ads Management (admin-and-api.md §2), over the ads the filter shows. */
import { adCtr, type AdminAd } from '@contract';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import CampaignIcon from '@mui/icons-material/Campaign';
import PercentIcon from '@mui/icons-material/Percent';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { StatCards, type StatCard } from '../shared/stat-cards';

export const formatCount = (n: number) => n.toLocaleString('en-IN');
/** "1 view", "2,345 views" */
export const countOf = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

export function adTotals(ads: AdminAd[]) {
  const impressions = ads.reduce((sum, a) => sum + a.impressions, 0);
  const clicks = ads.reduce((sum, a) => sum + a.clicks, 0);
  return { ads: ads.length, impressions, clicks, ctr: adCtr(clicks, impressions) };
}

export function AdStatCards({ ads }: { ads: AdminAd[] | undefined }) {
  const totals = ads && adTotals(ads);
  const cards: StatCard[] = [
    { key: 'ads', label: 'Total Ads', value: totals && formatCount(totals.ads), icon: CampaignIcon },
    { key: 'impressions', label: 'Total Impressions', value: totals && formatCount(totals.impressions), icon: VisibilityIcon },
    { key: 'clicks', label: 'Total Clicks', value: totals && formatCount(totals.clicks), icon: AdsClickIcon },
    { key: 'ctr', label: 'CTR', value: totals && `${totals.ctr}%`, icon: PercentIcon },
  ];
  return <StatCards cards={cards} testIdPrefix="ad-stat-" />;
}
