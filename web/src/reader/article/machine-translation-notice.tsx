/**
 * Notes above an article's text (issue 24): that it is an unreviewed machine translation, with a
 * link to the original; and, on a draft preview link, that it is not published. The English text
 * is here with a few of the site's languages; when the reader catalogues (i18n) land, these
 * strings move there.
 */
import type { ArticleDetail } from '@contract';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** `{original}` is the link to the original language version. */
const MACHINE_TRANSLATION: Record<string, { before: string; link: string; after: string }> = {
  en: { before: 'This is an automatic translation that an editor has not checked yet. ', link: 'Read the original', after: '.' },
  hi: { before: 'यह एक स्वचालित अनुवाद है जिसे अभी किसी संपादक ने नहीं जाँचा है। ', link: 'मूल लेख पढ़ें', after: '।' },
  bn: { before: 'এটি একটি স্বয়ংক্রিয় অনুবাদ, যা এখনও কোনো সম্পাদক যাচাই করেননি। ', link: 'মূল লেখাটি পড়ুন', after: '।' },
  ta: { before: 'இது ஒரு ஆசிரியர் இன்னும் சரிபார்க்காத தானியங்கி மொழிபெயர்ப்பு. ', link: 'மூலக் கட்டுரையைப் படிக்கவும்', after: '.' },
};

export function MachineTranslationNotice({ article, path }: { article: ArticleDetail; path: string }) {
  if (!article.isMachineTranslation) return null;
  const original = article.availableLanguages.find((l) => l.isOriginal);
  const words = MACHINE_TRANSLATION[article.language.code] ?? MACHINE_TRANSLATION.en!;
  return (
    <Alert severity="info" data-testid="machine-translation-notice" sx={{ mt: 2 }}>
      {words.before}
      {original && (
        <Link component={RouterLink} to={`${path}?lang=${encodeURIComponent(original.code)}`}>
          {words.link}
        </Link>
      )}
      {words.after}
    </Alert>
  );
}

export function PreviewNotice() {
  return (
    <Alert severity="warning" data-testid="preview-notice" sx={{ mb: 3 }}>
      Preview: this is the article as last saved. It is not public until it is published.
    </Alert>
  );
}
