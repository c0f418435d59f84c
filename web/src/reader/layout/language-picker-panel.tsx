/**
 * The language picker's panel (public-site.md §2), its own chunk: the search field, the menu and
 * fuzzysort load when a reader first opens the picker (or points at it), not with every page. The
 * native names it lists ("हिन्दी", "বাংলা"...) are what makes a script's font download, so an
 * English page downloads Indic fonts only once the reader opens this list.
 */
import { scriptOf } from '@contract/indic-scripts';
import CheckIcon from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, ListItemIcon, ListItemText, MenuItem, MenuList, Popover, TextField, Typography } from '@mui/material';
import fuzzysort from 'fuzzysort';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useLanguage } from '../../shared/language';
import { PICKER_WIDTH } from './picker-width';

const PANEL_MAX_HEIGHT = 300;

export default function LanguagePickerPanel({ anchor, onClose }: { anchor: HTMLElement | null; onClose(): void }) {
  const { language, setLanguage, languages, isLoading } = useLanguage();
  const [search, setSearch] = useState('');
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  // Subsequence matching on both names, best match first ("bengli" finds Bengali, "ಕನ್ನ" Kannada).
  const shown = useMemo(
    () => (search.trim() ? fuzzysort.go(search.trim(), languages, { keys: ['name', 'nativeName'], threshold: 0.2 }).map((r) => r.obj) : languages),
    [search, languages],
  );

  const close = () => {
    onClose();
    setSearch('');
  };
  const choose = (code: string) => {
    setLanguage(code);
    close();
  };
  const onSearchKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    } else if (e.key === 'Enter' && shown[0]) {
      e.preventDefault();
      choose(shown[0].code);
    }
  };

  return (
    <Popover
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: PICKER_WIDTH, mt: 0.5 }, role: 'dialog', 'aria-label': t('picker.dialog') } as object }}
    >
      <Box sx={{ p: 1 }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          placeholder={t('picker.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={onSearchKey}
          slotProps={{
            htmlInput: { 'aria-label': t('picker.searchLabel') },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
      </Box>
      {isLoading ? (
        <Typography sx={{ px: 2, pb: 1.5 }} color="textSecondary" variant="body2">
          {t('picker.loading')}
        </Typography>
      ) : shown.length === 0 ? (
        <Typography sx={{ px: 2, pb: 1.5 }} color="textSecondary" variant="body2">
          {t('picker.empty')}
        </Typography>
      ) : (
        <MenuList ref={listRef} dense sx={{ maxHeight: PANEL_MAX_HEIGHT, overflowY: 'auto', pt: 0 }} aria-label={t('picker.list')}>
          {shown.map((l) => (
            <MenuItem key={l.code} selected={l.code === language} onClick={() => choose(l.code)} lang={l.code === 'hi-en' ? 'hi-Latn' : l.code} data-script={scriptOf(l.nativeName)}>
              <ListItemText primary={l.nativeName} secondary={l.name} slotProps={{ secondary: { sx: { color: 'text.secondary' } } }} />
              {l.code === language && (
                <ListItemIcon sx={{ minWidth: 0, justifyContent: 'flex-end' }}>
                  <CheckIcon fontSize="small" aria-label={t('picker.current')} />
                </ListItemIcon>
              )}
            </MenuItem>
          ))}
        </MenuList>
      )}
    </Popover>
  );
}
