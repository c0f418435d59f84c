/**
 * /admin (admin-and-api.md §2): four stat cards, the last 30 days' readers and ads (issue 30), this month's AI usage, the five most recently
 * created articles, the searches that found nothing good, and shortcuts to languages, AI settings
 * and Telegram.
 */
import { ADMIN_ARTICLE_LIMITS, type AdminArticle, type DashboardStats } from '@contract';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CampaignIcon from '@mui/icons-material/Campaign';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import ArticleIcon from '@mui/icons-material/Article';
import PublishIcon from '@mui/icons-material/Publish';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import TelegramIcon from '@mui/icons-material/Telegram';
import TranslateIcon from '@mui/icons-material/Translate';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Typography,
  type SvgIconProps,
} from '@mui/material';
import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatArticleDate } from '../../shared/format';
import { useAdminArticles } from '../api/articles';
import { useDashboardStats } from '../api/dashboard';
import { formatUsage, formatUsageMonth } from '../shared/ai-usage';
import { articleTitle, CategoryChip, StatusChip } from '../shared/article-chips';
import { PageHeader } from '../shared/page-header';
import { StatCards, type StatCard } from '../shared/stat-cards';
import { SearchGapsCard } from './search-gaps-card';
import { usePageTitle } from '../shared/page-title';
import { useStaffAccess } from '../auth/staff-access';
import { navAction } from '../layout/admin-nav';

const STAT_CARDS: { key: Exclude<keyof DashboardStats, 'aiUsage' | 'last30Days'>; label: string; icon: ComponentType<SvgIconProps> }[] = [
  { key: 'totalArticles', label: 'Total Articles', icon: ArticleIcon },
  { key: 'publishedToday', label: 'Published Today', icon: PublishIcon },
  { key: 'activeLanguages', label: 'Active Languages', icon: TranslateIcon },
  { key: 'totalViews', label: 'Total Views', icon: VisibilityIcon },
];

const SHORTCUTS = [
  { to: '/admin/languages', title: 'Manage Languages', text: 'Add Indian languages and choose which ones readers see.', icon: TranslateIcon },
  { to: '/admin/ai-settings', title: 'AI Settings', text: 'Configure AI generation and translation.', icon: SmartToyIcon },
  { to: '/admin/telegram', title: 'Telegram', text: 'Auto-post new articles to your channels.', icon: TelegramIcon },
];

export const formatCount = (n: number) => n.toLocaleString('en-IN');

export function DashboardPage() {
  usePageTitle('Dashboard');
  const { has } = useStaffAccess();
  const stats = useDashboardStats();
  const recent = useAdminArticles({ limit: ADMIN_ARTICLE_LIMITS.recent });

  return (
    <>
      <PageHeader title="Dashboard" subtitle="An overview of your articles, languages and readers." />
      {stats.isError && <Alert severity="error" sx={{ mb: 2 }}>The statistics could not be loaded.</Alert>}
      <StatCards
        cards={STAT_CARDS.map(({ key, label, icon }) => ({ key, label, icon, value: stats.data ? formatCount(stats.data[key]) : undefined }))}
        testIdPrefix="stat-"
      />

      {has('analytics.read') && <Last30Days stats={stats.data} />}

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="ai-usage-heading"
        data-testid="ai-usage"
        sx={{ mb: 3, px: { xs: 1.5, sm: 2.5 }, py: 1.5, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
      >
        <SmartToyIcon color="primary" aria-hidden />
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography id="ai-usage-heading" variant="body2" color="textSecondary" component="h2">
            AI usage{stats.data ? `, ${formatUsageMonth(stats.data.aiUsage.month)}` : ' this month'}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="ai-usage-value">
            {stats.data ? formatUsage(stats.data.aiUsage) : <Skeleton width={180} />}
          </Typography>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ mb: 3 }} component="section" aria-labelledby="recent-articles">
        <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, pt: 2, pb: 1 }}>
          <Typography id="recent-articles" variant="h6" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Recent Articles
          </Typography>
          <Button component={RouterLink} to="/admin/articles" endIcon={<ArrowForwardIcon />}>
            View all
          </Button>
        </Stack>
        <RecentArticles articles={recent.data} loading={recent.isPending} failed={recent.isError} />
      </Paper>

      {/* What readers searched for is analytics too (GET /api/admin/search-gaps needs analytics.read). */}
      {has('analytics.read') && <SearchGapsCard />}

      <Grid container spacing={2}>
        {/* Shortcuts to the screens this role may open only (issue 29). */}
        {SHORTCUTS.filter(({ to }) => has(navAction(to))).map(({ to, title, text, icon: Icon }) => (
          <Grid key={to} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" aria-hidden sx={{ mb: 1 }} />
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

/**
 * The last 30 site-days' readers and ads: the analytics report's totals for that range (the same
 * rollups and ad counters as the Analytics and Megaphones screens).
 */
function Last30Days({ stats }: { stats?: DashboardStats }) {
  // Null for a role that may not read the analytics (the page shows this only to those who may).
  if (stats && !stats.last30Days) return null;
  const t = stats?.last30Days ?? undefined;
  const value = (n: number | undefined) => (n === undefined ? undefined : formatCount(n));
  const cards: StatCard[] = [
    { key: 'pageviews', label: 'Page Views', value: value(t?.pageviews), icon: VisibilityIcon },
    { key: 'visitors', label: 'Visitors (daily, summed)', value: value(t?.visitors), icon: PeopleIcon },
    { key: 'adImpressions', label: 'Ad Impressions', value: value(t?.adImpressions), icon: CampaignIcon },
    { key: 'adClicks', label: 'Ad Clicks', value: value(t?.adClicks), icon: AdsClickIcon },
    { key: 'adCtr', label: 'Ad CTR', value: t && `${t.adCtr}%`, icon: PercentIcon },
  ];
  return (
    <Box component="section" aria-labelledby="last-30-days" data-testid="last-30-days">
      <Typography id="last-30-days" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Last 30 days
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }} data-testid="last-30-days-range">
        {t ? `${formatDay(t.from)} to ${formatDay(t.to)}, by the site's reporting day (${t.timeZone})` : <Skeleton width={260} />}
      </Typography>
      {/* Five to a row only where a lakh-grouped count ("1,62,780") fits beside its icon: three to a row below 1536 px. */}
      <StatCards cards={cards} testIdPrefix="last30-" size={{ xs: 6, sm: 4, lg: 4, xl: 'grow' }} />
    </Box>
  );
}

/** "2026-11-10" → "10 Nov 2026" (a calendar day: no time zone applies). */
function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

function RecentArticles({ articles, loading, failed }: { articles?: AdminArticle[]; loading: boolean; failed: boolean }) {
  if (loading) {
    return (
      <Box sx={{ px: 2.5, pb: 2 }}>
        {Array.from({ length: ADMIN_ARTICLE_LIMITS.recent }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  }
  if (failed) return <Alert severity="error" sx={{ m: 2 }}>The recent articles could not be loaded.</Alert>;
  if (!articles?.length) {
    return (
      <Typography color="textSecondary" sx={{ px: 2.5, pb: 3 }}>
        No articles yet. Create your first article!
      </Typography>
    );
  }
  return (
    <List disablePadding aria-labelledby="recent-articles">
      {articles.map((a, i) => (
        <ListItem key={a.id} divider={i < articles.length - 1} data-testid="recent-article" sx={{ px: 2.5, py: 1.5, alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{articleTitle(a)}</Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              <CategoryChip category={a.category} />
              <Typography variant="body2" color="textSecondary">
                {formatArticleDate(a.createdAt)}
              </Typography>
            </Stack>
          </Box>
          <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1.5}>
            <Typography variant="body2" color="textSecondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <VisibilityIcon fontSize="inherit" aria-hidden />
              {formatCount(a.views)} views
            </Typography>
            <StatusChip status={a.status} />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
