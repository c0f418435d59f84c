/**
 * Share (public-site.md §4): the native share sheet when there is one, else copy the link with
 * 'Link Copied!'; then the share is recorded with 'Shared!'. The link is `path` on this site (the
 * article in the language being read: share-path.ts), not the address bar's.
 */
import ShareIcon from '@mui/icons-material/Share';
import { Button } from '@mui/material';
import { useTranslation } from '../../shared/i18n';
import { useToast } from '../../shared/toast';

export function ShareButton({ title, text, path, onShared }: { title: string; text: string; path: string; onShared: () => Promise<unknown> }) {
  const { toast } = useToast();
  const { t } = useTranslation();

  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch (err) {
        if ((err as DOMException).name === 'AbortError') return; // the reader closed the sheet
        throw err;
      }
    } else {
      await copyText(url);
      toast({ title: t('toast.linkCopied.title'), description: t('toast.linkCopied.text') });
    }
    await onShared();
    toast({ title: t('toast.shared.title'), description: t('toast.shared.text') });
  };

  return (
    <Button
      variant="contained"
      startIcon={<ShareIcon />}
      onClick={() => share().catch((e: Error) => toast({ title: t('toast.error'), description: e.message, variant: 'destructive' }))}
    >
      {t('article.share')}
    </Button>
  );
}

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Older browsers or a denied permission: the selection-based fallback still works.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}
