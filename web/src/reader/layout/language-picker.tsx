/**
 * The searchable language dropdown (public-site.md §2): fuzzy search over the English and native
 * names together, native name above the English name, a check on the current one. The button is
 * part of every page; the panel (language-picker-panel.tsx) loads when first wanted.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Button } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useLanguage } from '../../shared/language';
import { PICKER_WIDTH } from './picker-width';

const loadPanel = () => import('./language-picker-panel');
const LanguagePickerPanel = lazy(loadPanel);

export function LanguagePicker() {
  const { current } = useLanguage();
  const { t } = useTranslation();
  const name = current?.nativeName ?? t('language.english');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the panel's closing transition and focus return still run.
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadPanel();

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-label={t('picker.label', { name })}
        startIcon={<TranslateIcon />}
        endIcon={<ExpandMoreIcon />}
        sx={{
          width: { xs: 'auto', sm: PICKER_WIDTH },
          maxWidth: { xs: 170, sm: PICKER_WIDTH },
          flexShrink: 0,
          justifyContent: 'space-between',
          textTransform: 'none',
          '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
        }}
        data-testid="language-picker"
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguagePickerPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
