/**
 * The edit dialog's Translations (admin-and-api.md §4): every active language (and any inactive
 * one that already has a version). Per language: a checkbox that asks AI to translate it (saved
 * with the article as `selectedLanguages`), a check mark when a version exists, a spinner while its
 * AI job is queued or running, the reason when the job failed, a stale marker with a one-click
 * refresh for AI translations made from an older original, a marker for hand-written versions,
 * and a sub-form that writes a version by hand. "Translate now" and "Force retranslate" start
 * jobs for the checked languages at once.
 */
import { AI_MESSAGES, type AdminArticle, type AdminLanguage, type AdminTranslation, type AiSettings } from '@contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RefreshIcon from '@mui/icons-material/Refresh';
import ScheduleIcon from '@mui/icons-material/Schedule';
import TranslateIcon from '@mui/icons-material/Translate';
import UpdateIcon from '@mui/icons-material/Update';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatArticleDate } from '../../shared/format';
import { policyArticle, useStaffAccess } from '../auth/staff-access';
import { useToast } from '../../shared/toast';
import { useTranslateArticle } from '../api/ai';
import { articleEtag } from '../api/article-versions';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { errorToast } from '../shared/errors';
import { aiUnavailableReason } from './ai-generate-panel';
import { languageLabel } from './target-languages-field';
import { languageStatus, type LanguageStatus } from './translation-status';
import { TranslationDialog } from './translation-dialog';

interface Props {
  article: AdminArticle;
  languages: AdminLanguage[];
  /** The checked languages (the article form's `targetLanguageIds`). */
  selected: number[];
  onSelectedChange(ids: number[]): void;
  settings?: AiSettings;
}

export function TranslationsSection({ article, languages, selected, onSelectedChange, settings }: Props) {
  const { toast } = useToast();
  const translate = useTranslateArticle();
  const [editing, setEditing] = useState<AdminLanguage | null>(null);
  const [confirmForce, setConfirmForce] = useState(false);
  const versions = new Map(article.translations.map((t) => [t.languageId, t]));
  const original = article.translations.find((t) => t.isOriginal);
  const listed = languages.filter((l) => l.isActive || versions.has(l.id));
  // Only the languages this person may translate are offered (issue 29: a translator's, an editor's).
  const { can } = useStaffAccess();
  const target = { article: policyArticle(article) };
  const editable = (l: AdminLanguage) => can('translation.update', { ...target, languageId: l.id });
  const checkable = (l: AdminLanguage) => l.isActive && l.id !== original?.languageId && editable(l);
  const chosen = new Set(selected);
  const checked = listed.filter((l) => checkable(l) && chosen.has(l.id));
  const unavailable = aiUnavailableReason(settings);

  /** `includeHuman`: the editor confirmed replacing the translations written by hand that the dialog named. */
  const start = async (languageIds: number[], force: boolean, includeHuman = false) => {
    try {
      const { processed } = await translate.mutateAsync({ id: article.id, ifMatch: articleEtag(article), body: { languageIds, forceRetranslate: force, ...(includeHuman && { includeHuman }) } });
      if (processed === 0) toast({ title: AI_MESSAGES.nothingToTranslate });
      else toast({ title: force ? AI_MESSAGES.forceTranslationStarted(processed) : AI_MESSAGES.translationStarted(processed) });
    } catch (err) {
      toast(errorToast(err, AI_MESSAGES.translateFailed));
    }
  };

  const handWrittenChecked = checked.filter((l) => versions.get(l.id)?.source === 'human');
  const forceMessage =
    `Retranslate ${checked.length} language${checked.length === 1 ? '' : 's'} with AI, including those already translated? Their current versions will be replaced.` +
    (handWrittenChecked.length > 0 ? ` This replaces translations written by hand: ${handWrittenChecked.map((l) => l.name).join(', ')}.` : '');

  return (
    <Box component="section" aria-labelledby="translations-heading" sx={{ mt: 3 }}>
      <Typography id="translations-heading" variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        Translations
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        Check the languages AI should translate: Update Article saves the choice and starts the ones that are missing, out of date or failed. A check mark
        shows the languages this article is available in; any version can be written by hand.
      </Typography>
      {unavailable && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {unavailable}
        </Alert>
      )}
      <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
        {listed.map((l) => (
          <LanguageRow
            key={l.id}
            language={l}
            status={languageStatus(article, l.id)}
            checkable={checkable(l)}
            checked={chosen.has(l.id)}
            onCheck={(on) => onSelectedChange(on ? [...selected, l.id] : selected.filter((id) => id !== l.id))}
            onRefresh={() => void start([l.id], false)}
            refreshing={translate.isPending}
            editable={editable(l)}
            onEdit={() => setEditing(l)}
          />
        ))}
      </List>
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="textSecondary" sx={{ flexGrow: 1, minWidth: 160 }}>
          {checked.length === 0 ? 'No language checked.' : `${checked.length} language${checked.length === 1 ? '' : 's'} checked. AI translates the saved original.`}
        </Typography>
        <Button
          variant="outlined"
          startIcon={translate.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <TranslateIcon />}
          disabled={checked.length === 0 || translate.isPending}
          onClick={() => void start(checked.map((l) => l.id), false)}
        >
          Translate now
        </Button>
        <Button variant="outlined" color="error" startIcon={<RefreshIcon />} disabled={checked.length === 0 || translate.isPending} onClick={() => setConfirmForce(true)}>
          Force retranslate
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmForce}
        title="Force Retranslate"
        message={forceMessage}
        confirmLabel="Retranslate"
        pendingLabel="Starting..."
        pending={translate.isPending}
        onConfirm={() => {
          void start(
            checked.map((l) => l.id),
            true,
            handWrittenChecked.length > 0,
          ).finally(() => setConfirmForce(false));
        }}
        onClose={() => setConfirmForce(false)}
      />
      {editing && <TranslationDialog article={article} language={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}

interface RowProps {
  language: AdminLanguage;
  status: LanguageStatus<AdminTranslation>;
  checkable: boolean;
  checked: boolean;
  onCheck(on: boolean): void;
  onRefresh(): void;
  refreshing: boolean;
  /** Whether the person may write or refresh this language version. */
  editable: boolean;
  onEdit(): void;
}

function LanguageRow({ language: l, status, checkable, checked, onCheck, onRefresh, refreshing, editable, onEdit }: RowProps) {
  const { version, busy, progress, failure, stale, handWritten } = status;
  const state = busy ?? (failure && !version ? 'failed' : version ? 'completed' : 'none');
  // A failure matters less once an editor's own version is there (AI left it alone).
  const failureText = failure && (handWritten ? `Last AI run: ${failure}` : `AI translation failed: ${failure}`);
  const markers = (
    <>
      {version?.isOriginal && <Chip size="small" label="Original" />}
      {handWritten && (
        <Tooltip describeChild title="Written by an editor: AI leaves it alone unless you force a retranslation.">
          <Chip size="small" variant="outlined" icon={<EditNoteIcon />} label="Hand-written" />
        </Tooltip>
      )}
      {version && version.source === 'ai' && !version.isOriginal && (
        <Tooltip describeChild title={version.ai ? `${version.ai.model}, prompt v${version.ai.promptVersion}, ${formatArticleDate(version.ai.translatedAt)}` : 'AI translation'}>
          <Chip size="small" variant="outlined" color="secondary" label="AI" />
        </Tooltip>
      )}
      {stale && !busy && (
        <>
          <Tooltip describeChild title="The original changed after this AI translation was made.">
            <Chip size="small" icon={<UpdateIcon />} label="Stale" sx={STALE_SX} data-testid="stale-marker" />
          </Tooltip>
          {editable && (
            <Button size="small" onClick={onRefresh} disabled={refreshing} startIcon={<RefreshIcon />} aria-label={`Refresh ${l.name} translation`} sx={{ py: 0 }}>
              Refresh
            </Button>
          )}
        </>
      )}
    </>
  );
  // [checkbox] [state] [name, markers / title or progress / failure] [Add or Edit]: the markers sit
  // with the name, so a phone keeps one line per language for the controls.
  return (
    <ListItem divider data-testid={`translation-${l.code}`} data-state={state} sx={{ gap: { xs: 0.5, sm: 1 }, py: 1, pl: 0.5, pr: { xs: 1, sm: 2 }, alignItems: 'center' }}>
      <Box sx={{ width: 42, display: 'flex', justifyContent: 'center', flexShrink: 0 }}>
        {checkable && (
          <Checkbox checked={checked} onChange={(e) => onCheck(e.target.checked)} slotProps={{ input: { 'aria-label': `Translate into ${l.name}` } as object }} />
        )}
      </Box>
      <Box sx={{ width: 28, display: 'flex', justifyContent: 'center', flexShrink: 0 }}>
        <StateIcon state={state} />
      </Box>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {languageLabel(l)}
            {!l.isActive && (
              <Typography component="span" variant="body2" color="textSecondary">
                {' '}
                (inactive)
              </Typography>
            )}
          </Typography>
          {markers}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {progress ?? (version ? version.title : checked ? 'Translates when you update the article' : 'No translation yet')}
        </Typography>
        {failureText && !busy && (
          <Typography variant="body2" color={handWritten ? 'text.secondary' : 'error'} sx={{ overflowWrap: 'anywhere' }} data-testid="translation-failure">
            {failureText}
          </Typography>
        )}
        {failure && !busy && !handWritten && checkable && (
          <Typography variant="body2" color="textSecondary">
            To retry, check it and update the article, or use Translate now.
          </Typography>
        )}
      </Box>
      {!version?.isOriginal && editable && (
        <Button size="small" variant="outlined" onClick={onEdit} aria-label={`${version ? 'Edit' : 'Add'} ${l.name} translation`} sx={{ flexShrink: 0, minWidth: 56 }}>
          {version ? 'Edit' : 'Add'}
        </Button>
      )}
    </ListItem>
  );
}

/** Amber on light amber: readable (WCAG AA), and the colour of "needs attention". */
export const STALE_SX = { bgcolor: '#fff7ed', color: '#9a3412', border: '1px dashed #c2410c', '& .MuiChip-icon': { color: '#9a3412' } } as const;

function StateIcon({ state }: { state: string }) {
  switch (state) {
    case 'pending':
    case 'running':
      return <CircularProgress size={20} aria-label={state === 'pending' ? 'Queued' : 'Translating'} />;
    case 'retrying':
      // Not spinning: nothing runs until the next attempt (the row's text says when).
      return <ScheduleIcon color="warning" titleAccess="Waiting to retry" />;
    case 'failed':
      return <ErrorIcon color="error" titleAccess="Translation failed" />;
    case 'completed':
      return <CheckCircleIcon color="success" titleAccess="Translated" />;
    default:
      return <RadioButtonUncheckedIcon color="disabled" titleAccess="Not translated" />;
  }
}
