/**
 * The article dialog for someone who may translate the article but not edit its original (a
 * translator, or an editor of other languages; issue 29): the original is shown to read, not as
 * fields that look editable and then fail to save, and nothing is autosaved. Its translations are
 * edited below, as for everyone else.
 */
import type { AdminArticle, AdminLanguage, AiSettings } from '@contract';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { articleHtml } from '../../shared/sanitize';
import { TranslationsSection } from './translations-section';

interface Props {
  article: AdminArticle;
  languages: AdminLanguage[];
  aiSettings?: AiSettings;
}

export function OriginalReadOnly({ article, languages, aiSettings }: Props) {
  const original = article.translations.find((t) => t.isOriginal) ?? article.translations[0];
  const language = languages.find((l) => l.id === original?.languageId);
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        You can translate this article. Its original{language ? ` (${language.name})` : ''} is edited by its author or an editor.
      </Alert>
      {original && (
        <Stack component="section" aria-label="Original" spacing={1} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          <Typography variant="overline" color="text.secondary">
            Original{language ? ` · ${language.name}` : ''}
          </Typography>
          <Typography variant="h6" component="h3" lang={language?.code}>
            {original.title}
          </Typography>
          <Typography color="text.secondary" lang={language?.code}>
            {original.excerpt}
          </Typography>
          <Box
            className="article-body"
            lang={language?.code}
            // The body's first block keeps no top margin: the box's padding is the space above it.
            sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, '& > :first-child': { mt: 0 }, '& img, & video': { maxWidth: '100%' } }}
            dangerouslySetInnerHTML={{ __html: articleHtml(original.content ?? '') }}
          />
        </Stack>
      )}
      <TranslationsSection article={article} languages={languages} selected={selected} onSelectedChange={setSelected} settings={aiSettings} />
    </>
  );
}
