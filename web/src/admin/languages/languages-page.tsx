/**
 * /admin/languages (admin-and-api.md §2, §4): quick-add buttons for popular Indian languages
 * (disabled once added), the list with its active switch (which sends only isActive), add, edit and
 * delete. English is the default language: it cannot be deleted or deactivated.
 */
import { DEFAULT_LANGUAGE_CODE, QUICK_ADD_LANGUAGES, type AdminLanguage } from '@contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Paper, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { formatArticleDate } from '../../shared/format';
import { useAdminLanguages, useCreateLanguage, useDeleteLanguage, useUpdateLanguage } from '../api/languages';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { langTag } from '../shared/lang-tag';
import { useOutcomeToasts } from '../shared/outcome-toasts';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { ResourceTable, type Column } from '../shared/resource-table';
import { RowAction, RowSwitch } from '../shared/row-controls';
import { LanguageDialog } from './language-dialog';

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const CODE_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS: Column[] = [{ label: 'Language' }, { label: 'Code', sx: CODE_COLUMN }, { label: 'Active' }, { label: 'Added', sx: WIDE_ONLY }, { label: 'Actions', align: 'right' }];

type DialogState = { mode: 'create' } | { mode: 'edit'; language: AdminLanguage } | null;

export function LanguagesPage() {
  usePageTitle('Languages');
  const outcome = useOutcomeToasts();
  const languages = useAdminLanguages();
  const create = useCreateLanguage();
  const update = useUpdateLanguage();
  const remove = useDeleteLanguage();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<AdminLanguage | null>(null);
  const [adding, setAdding] = useState<string | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const added = new Set(languages.data?.map((l) => l.code));

  const quickAdd = (lang: (typeof QUICK_ADD_LANGUAGES)[number]) => {
    setAdding(lang.code);
    create.mutate({ ...lang, isActive: true }, outcome('Language created successfully!', 'Failed to create language', () => setAdding(null)));
  };

  const toggle = (language: AdminLanguage, isActive: boolean) => {
    setToggling(language.id);
    update.mutate({ id: language.id, body: { isActive } }, outcome('Language updated successfully!', 'Failed to update language', () => setToggling(null)));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    // A language still in use answers 409 with why, and suggests deactivating it instead.
    remove.mutate(deleting.id, outcome('Language deleted successfully!', 'Failed to delete language', () => setDeleting(null)));
  };

  return (
    <>
      <PageHeader
        title="Languages"
        subtitle="The languages articles can be written and read in."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
            Add Language
          </Button>
        }
      />

      <Paper variant="outlined" component="section" aria-labelledby="quick-add-heading" sx={{ p: 2, mb: 3 }}>
        <Typography id="quick-add-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Quick Add Popular Indian Languages
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          One click adds the language, active. Languages already added are disabled.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {QUICK_ADD_LANGUAGES.map((l) => (
            <Button
              key={l.code}
              variant="outlined"
              size="small"
              startIcon={<AddIcon />}
              disabled={!languages.data || added.has(l.code) || adding !== null}
              onClick={() => quickAdd(l)}
              aria-label={`Quick add ${l.name}`}
              data-testid={`quick-add-${l.code}`}
            >
              {l.name}{' '}
              {/* No lang here: the aria-label names the button, and in a bold button Chromium drew
                  lang-tagged Indic text with a system fallback (boxes) instead of the bundled Noto fonts. */}
              <Box component="span" sx={{ ml: 0.5, fontWeight: 400 }}>
                {l.nativeName}
              </Box>
            </Button>
          ))}
        </Box>
      </Paper>

      {languages.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The languages could not be loaded.
        </Alert>
      )}

      <ResourceTable label="Languages" columns={COLUMNS} loading={languages.isPending} skeletonRows={5}>
        {languages.data?.map((l) => {
          const isDefault = l.code === DEFAULT_LANGUAGE_CODE;
          return (
            <TableRow key={l.id} hover data-testid={`language-row-${l.code}`}>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{l.name}</Typography>
                <Typography variant="body2" color="textSecondary">
                  <span lang={langTag(l.code)}>{l.nativeName}</span>
                  {/* Phones show the code here instead of in its own column. */}
                  <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
                    {' · '}
                    <code>{l.code}</code>
                  </Box>
                </Typography>
              </TableCell>
              <TableCell sx={CODE_COLUMN}>
                <code>{l.code}</code>
              </TableCell>
              <TableCell>
                <RowSwitch label={`${l.name} active`} checked={l.isActive} disabled={isDefault || toggling === l.id} onChange={(isActive) => toggle(l, isActive)} />
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{formatArticleDate(l.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowAction title="Edit" label={`Edit ${l.name}`} onClick={() => setDialog({ mode: 'edit', language: l })}>
                  <EditIcon />
                </RowAction>
                <RowAction
                  title={isDefault ? 'English is the default language and cannot be deleted' : 'Delete'}
                  label={`Delete ${l.name}`}
                  color="error"
                  disabled={isDefault}
                  onClick={() => setDeleting(l)}
                >
                  <DeleteIcon />
                </RowAction>
              </TableCell>
            </TableRow>
          );
        })}
      </ResourceTable>

      {dialog && <LanguageDialog language={dialog.mode === 'edit' ? dialog.language : undefined} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Language"
        message={`Are you sure you want to delete ${deleting?.name ?? 'this language'}? This action cannot be undone.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
