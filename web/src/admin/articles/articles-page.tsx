/**
 * /admin/articles (admin-and-api.md §2): the newest 50 articles of the chosen category and status,
 * searched by title in the browser; create, edit (with translations) and delete; the warning when
 * AI translation is on without a key; out-of-date AI translations marked in the Languages column.
 * Issue 29: each article's author, the "Mine" and "Waiting for review" filters, and only the
 * buttons the signed-in role may use on each article (a contributor's draft: "Submit for review").
 * Issue 30: for those who may see the analytics, the order "Most read, last 30 days" (the API's
 * `sort=views30d`, with each article's 30-day views in a column of its own); `?article={id}` opens
 * that article's dialog (the Analytics screen's links). Issue 39: under each title, who else has the
 * article open and where (presence.tsx).
 */
import { ADMIN_ARTICLE_LIMITS, ADMIN_CATEGORY_FILTERS, ARTICLE_STATUSES, type AdminArticle, type AdminArticleSort } from '@contract';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, Chip, InputAdornment, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CATEGORY_LABELS } from '../../shared/format';
import { useAiSettings } from '../api/ai';
import { useAdminArticles, useDeleteArticle } from '../api/articles';
import { articleEtag, conflictOf } from '../api/article-versions';
import { useStaffAccess } from '../auth/staff-access';
import { AiKeyWarning } from '../shared/ai-key-warning';
import { STATUS_LABELS } from '../shared/article-chips';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { errorToast } from '../shared/errors';
import { useOutcomeToasts } from '../shared/outcome-toasts';
import { useToast } from '../../shared/toast';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { ResourceTable, type Column } from '../shared/resource-table';
import { ArticleDialog } from './article-dialog';
import { ArticleRow, CREATED_BESIDE_RECENT, FROM_SM, WIDE_ONLY } from './article-row';
import { usePresenceByArticle } from './presence';

const CATEGORY_FILTER_LABELS: Record<(typeof ADMIN_CATEGORY_FILTERS)[number], string> = { ...CATEGORY_LABELS, news: 'News' };
const SKELETON_ROWS = 5;
/** A delete from a list read before someone's save (issue 39). */
const NOT_DELETED = 'Someone saved this article after the list was loaded. The list shows it as it is now: delete it again if you still want to.';
const COLUMNS: Column[] = [
  { label: 'Title' },
  { label: 'Category', sx: WIDE_ONLY },
  { label: 'Author', sx: WIDE_ONLY },
  { label: 'Languages', sx: WIDE_ONLY },
  { label: 'Status', sx: FROM_SM },
  { label: 'Views', sx: WIDE_ONLY, align: 'right' },
  { label: 'Created', sx: WIDE_ONLY },
  { label: 'Actions', align: 'right' },
];
/**
 * Sorted by them, the last 30 days' views show at every width, after the lifetime views; the
 * created date gives way to them below 1536 px, so the row's actions stay in sight (at 1280 px
 * with the sidebar, the extra column pushed Edit and Delete out of the table's box).
 */
const RECENT_COLUMN: Column = { label: 'Last 30 days', align: 'right', sx: { whiteSpace: 'nowrap' } };
const COLUMNS_BY_RECENT_VIEWS: Column[] = [...COLUMNS.slice(0, 6), RECENT_COLUMN, { label: 'Created', sx: CREATED_BESIDE_RECENT }, COLUMNS[7]!];

const SORT_LABELS: Record<AdminArticleSort, string> = { newest: 'Newest first', views30d: 'Most read, last 30 days' };
/** The footer's words for what the list holds: "the 50 newest articles", "50 articles, most read in the last 30 days first". */
const LIST_WORDS: Record<AdminArticleSort, (n: number) => string> = {
  newest: (n) => `the ${n} newest articles`,
  views30d: (n) => `${n} articles, most read in the last 30 days first`,
};

type Dialog = { mode: 'create' } | { mode: 'edit'; id: number } | null;

export function ArticlesPage() {
  usePageTitle('Articles');
  const outcome = useOutcomeToasts();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [status, setStatus] = useState('all');
  const [mine, setMine] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const { has } = useStaffAccess();
  // The 30-day views are analytics: the order is offered to those who may see them.
  const [chosenSort, setSort] = useState<AdminArticleSort>('newest');
  const sort = has('analytics.read') ? chosenSort : 'newest';
  const byRecentViews = sort === 'views30d';
  // "/admin/articles?article=12" opens that article's dialog (the Analytics screen links there).
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = Number(searchParams.get('article'));
  const openDialog: Dialog = dialog ?? (Number.isSafeInteger(linkedId) && linkedId > 0 ? { mode: 'edit', id: linkedId } : null);
  const closeDialog = () => {
    setDialog(null);
    if (searchParams.has('article'))
      setSearchParams(
        (p) => {
          p.delete('article');
          return p;
        },
        { replace: true },
      );
  };
  const list = useAdminArticles({
    category: category === 'all' ? '' : category,
    status: status === 'all' ? '' : status,
    mine,
    waiting,
    sort,
    limit: ADMIN_ARTICLE_LIMITS.list,
  });
  const remove = useDeleteArticle();
  const aiSettings = useAiSettings();
  // Who else has which article open (issue 39): one poll for the whole list, none per row.
  const presence = usePresenceByArticle();

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return list.data ?? [];
    return (list.data ?? []).filter((a) => a.translations.some((t) => t.title.toLowerCase().includes(needle)));
  }, [list.data, search]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate({ id: deleting.id, ifMatch: articleEtag(deleting) }, {
      ...outcome('Article deleted successfully!', 'Failed to delete article', () => setDeleting(null)),
      // Someone saved it since the list was read: the list shows it as it is now (issue 39).
      onError: (err) => toast(conflictOf(err) ? { title: 'Not deleted', description: NOT_DELETED, variant: 'destructive' } : errorToast(err, 'Failed to delete article')),
    });
  };

  return (
    <>
      <PageHeader
        title="Articles"
        subtitle="Create, edit and translate articles."
        action={
          has('article.create') && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
              New Article
            </Button>
          )
        }
      />

      <AiKeyWarning settings={aiSettings.data} link />

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label="Search by title"
            placeholder="Search articles..."
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flexGrow: 1 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon aria-hidden /></InputAdornment> } }}
          />
          <TextField select label="Category" value={category} onChange={(e) => setCategory(e.target.value)} sx={{ minWidth: { md: 180 } }}>
            <MenuItem value="all">All Categories</MenuItem>
            {ADMIN_CATEGORY_FILTERS.map((c) => (
              <MenuItem key={c} value={c}>
                {CATEGORY_FILTER_LABELS[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="Status" value={status} onChange={(e) => setStatus(e.target.value)} sx={{ minWidth: { md: 160 } }}>
            <MenuItem value="all">All Statuses</MenuItem>
            {ARTICLE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </TextField>
          {has('analytics.read') && (
            <TextField select label="Sort" value={sort} onChange={(e) => setSort(e.target.value as AdminArticleSort)} sx={{ minWidth: { md: 220 } }}>
              {(Object.keys(SORT_LABELS) as AdminArticleSort[]).map((s) => (
                <MenuItem key={s} value={s}>
                  {SORT_LABELS[s]}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {has('article.create') && (
            <Chip label="Mine" clickable color={mine ? 'primary' : 'default'} variant={mine ? 'filled' : 'outlined'} aria-pressed={mine} onClick={() => setMine(!mine)} />
          )}
          <Chip
            label="Waiting for review"
            clickable
            color={waiting ? 'primary' : 'default'}
            variant={waiting ? 'filled' : 'outlined'}
            aria-pressed={waiting}
            onClick={() => setWaiting(!waiting)}
          />
        </Stack>
      </Paper>

      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The articles could not be loaded.
        </Alert>
      )}

      <ResourceTable
        label="Articles"
        columns={byRecentViews ? COLUMNS_BY_RECENT_VIEWS : COLUMNS}
        loading={list.isPending}
        skeletonRows={SKELETON_ROWS}
        empty={list.isSuccess && shown.length === 0 && emptyText(list.data.length > 0, category !== 'all' || status !== 'all' || mine || waiting)}
      >
        {shown.map((a) => (
          <ArticleRow key={a.id} article={a} present={presence.get(a.id)} recentViews={byRecentViews} onEdit={() => setDialog({ mode: 'edit', id: a.id })} onDelete={() => setDeleting(a)} />
        ))}
      </ResourceTable>
      {list.isSuccess && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Showing {shown.length} of {LIST_WORDS[sort](list.data.length)}
          {list.data.length >= ADMIN_ARTICLE_LIMITS.list ? ` (at most ${ADMIN_ARTICLE_LIMITS.list})` : ''}.
        </Typography>
      )}

      {openDialog && <ArticleDialog articleId={openDialog.mode === 'edit' ? openDialog.id : undefined} onClose={closeDialog} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Article"
        message="Are you sure you want to delete this article?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/** Why the list shows no article: the search, the filters, or there is none yet. */
function emptyText(loadedSome: boolean, filtered: boolean): string {
  if (loadedSome) return 'No articles match your search.';
  return filtered ? 'No articles match these filters.' : 'No articles yet. Create your first article!';
}
