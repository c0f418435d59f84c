/**
 * One row of the ads table (admin-and-api.md §2): name, date and the languages it targets, badges,
 * priority, performance (among all readers, or one language's), status, actions.
 */
import type { AdminAd } from '@contract';
import TranslateIcon from '@mui/icons-material/Translate';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { formatArticleDate } from '../../shared/format';
import { RowAction, RowSwitch } from '../shared/row-controls';
import { AdPlacementChip, AdTypeChip } from './ad-labels';
import { AdSparkline } from './ad-sparkline';
import { countOf, type AdDay, type AdPerformance } from './ad-stats';

/** Columns narrower screens hide (the badges then show under the name). */
export const WIDE_ONLY = { display: { xs: 'none', lg: 'table-cell' } } as const;
export const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;

interface Props {
  ad: AdminAd;
  /** "All languages", or the names of those it targets. */
  targeting: string;
  performance: AdPerformance;
  /** The last 14 site-days among the same readers as `performance`. */
  days: AdDay[];
  busy: boolean;
  onToggle(isActive: boolean): void;
  onEdit(): void;
  onPreview(): void;
  onDelete(): void;
}

export function AdRow({ ad, targeting, performance: p, days, busy, onToggle, onEdit, onPreview, onDelete }: Props) {
  return (
    <TableRow hover data-testid={`ad-row-${ad.id}`}>
      <TableCell sx={{ minWidth: { sm: 180 }, maxWidth: 360 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{ad.name}</Typography>
        <Typography variant="body2" color="textSecondary">
          Created {formatArticleDate(ad.createdAt)}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }} data-testid="ad-languages">
          <TranslateIcon sx={{ fontSize: 16 }} aria-hidden />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {targeting}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ display: { xs: 'flex', lg: 'none' }, flexWrap: 'wrap', mt: 0.5 }}>
          <AdTypeChip type={ad.type} />
          <AdPlacementChip placement={ad.placement} />
          <Chip size="small" label={`Priority ${ad.priority}`} />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
          {countOf(p.impressions, 'view')} · {countOf(p.clicks, 'click')} · CTR {p.ctr}%
        </Typography>
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <AdTypeChip type={ad.type} />
      </TableCell>
      <TableCell sx={WIDE_ONLY}>
        <AdPlacementChip placement={ad.placement} />
      </TableCell>
      <TableCell sx={WIDE_ONLY} align="right">
        {ad.priority}
      </TableCell>
      <TableCell sx={FROM_SM} data-testid="ad-performance">
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          <Box component="span" data-testid="ad-views">
            {countOf(p.impressions, 'view')}
          </Box>
          {' · '}
          <Box component="span" data-testid="ad-clicks">
            {countOf(p.clicks, 'click')}
          </Box>
        </Typography>
        <Typography variant="body2" color="textSecondary" data-testid="ad-ctr" sx={{ mb: 0.5 }}>
          CTR {p.ctr}%
        </Typography>
        <AdSparkline daily={days} />
      </TableCell>
      <TableCell>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <RowSwitch label={`${ad.name} active`} checked={ad.isActive} disabled={busy} onChange={onToggle} />
          <Typography variant="body2" color={ad.isActive ? 'success.dark' : 'text.secondary'} sx={{ display: { xs: 'none', xl: 'block' } }}>
            {ad.isActive ? 'Active' : 'Paused'}
          </Typography>
        </Stack>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <RowAction title="Edit" label={`Edit ${ad.name}`} onClick={onEdit}>
          <EditIcon />
        </RowAction>
        <RowAction title="Preview as readers see it" label={`Preview ${ad.name}`} onClick={onPreview}>
          <VisibilityIcon />
        </RowAction>
        <RowAction title="Delete" label={`Delete ${ad.name}`} color="error" disabled={busy} onClick={onDelete}>
          <DeleteIcon />
        </RowAction>
      </TableCell>
    </TableRow>
  );
}
