/** Category and status badges of the article lists. */
import type { ArticleStatus, Category } from '@contract';
import { Chip } from '@mui/material';
import { CATEGORY_LABELS } from '../../shared/format';

export const STATUS_LABELS: Record<ArticleStatus, string> = { draft: 'Draft', published: 'Published', scheduled: 'Scheduled' };
// Filled chips with white text: these colours keep WCAG AA contrast (MUI's info blue does not).
const STATUS_COLORS = { draft: 'default', published: 'success', scheduled: 'secondary' } as const;

export function CategoryChip({ category }: { category: Category }) {
  return <Chip size="small" variant="outlined" color="secondary" label={CATEGORY_LABELS[category] ?? category} />;
}

/** `testId` false: a second copy of the badge (the phone layout) that tests should not count. */
export function StatusChip({ status, testId = true }: { status: ArticleStatus; testId?: boolean }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={STATUS_LABELS[status] ?? status} data-testid={testId ? 'article-status' : undefined} />;
}

/** The original language version's title, or "Untitled" (admin-and-api.md §2). */
export function articleTitle(article: { translations: { title: string; isOriginal: boolean }[] }): string {
  const original = article.translations.find((t) => t.isOriginal) ?? article.translations[0];
  return original?.title.trim() || 'Untitled';
}
