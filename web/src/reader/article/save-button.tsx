/** Save keeps a reading list in this browser (the spec leaves its behaviour open). */
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../shared/storage';

function savedSlugs(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.savedArticles) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function SaveButton({ slug }: { slug: string }) {
  // Read after the first render: the server, and the hydrating render that must equal it, know no storage.
  const [saved, setSaved] = useState(false);
  const { t } = useTranslation();
  useEffect(() => setSaved(savedSlugs().includes(slug)), [slug]);
  const toggle = () => {
    const next = saved ? savedSlugs().filter((s) => s !== slug) : [...new Set([...savedSlugs(), slug])];
    writeStorage(STORAGE_KEYS.savedArticles, JSON.stringify(next));
    setSaved(!saved);
  };
  return (
    <Button variant="outlined" onClick={toggle} aria-pressed={saved} startIcon={saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}>
      {saved ? t('article.saved') : t('article.save')}
    </Button>
  );
}
