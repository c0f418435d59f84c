/**
 * Notes above an article's text (issue 24): that it is an unreviewed machine translation, with a
 * link to the original; and, on a draft preview link, that it is not published. In the reader's
 * language, from the site-text catalogue.
 */
import type { ArticleDetail } from '@contract';
import { Alert, Link } from '@mui/material';
import { useTranslation } from '../../shared/i18n';
import { Link as RouterLink } from 'react-router-dom';

export function MachineTranslationNotice({ article, path }: { article: ArticleDetail; path: string }) {
  const { t, rich } = useTranslation();
  if (!article.isMachineTranslation) return null;
  const original = article.availableLanguages.find((l) => l.isOriginal);
  const link = original ? (
    <Link component={RouterLink} to={`${path}?lang=${encodeURIComponent(original.code)}`}>
      {t('article.machineTranslation.original')}
    </Link>
  ) : (
    ''
  );
  return (
    <Alert severity="info" data-testid="machine-translation-notice" sx={{ mt: 2 }}>
      {rich('article.machineTranslation.text', { original: link })}
    </Alert>
  );
}

export function PreviewNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="preview-notice" sx={{ mb: 3 }}>
      {t('article.preview.notice')}
    </Alert>
  );
}
