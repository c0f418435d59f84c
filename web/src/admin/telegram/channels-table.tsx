/**
 * The channel list of /admin/telegram (admin-and-api.md §2): channel (name and ID), language,
 * category badges, the auto-post switch, the active switch with its badge, the last delivery and
 * its outcome (kept on the channel, so the list reads no ledger), and the actions: test
 * connection (with a spinner), edit, delete. 3 skeleton rows while loading; an empty state.
 */
import type { TelegramChannel } from '@contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { Box, Button, Chip, CircularProgress, TableCell, TableRow, Typography } from '@mui/material';
import { format } from 'date-fns';
import { CATEGORY_LABELS } from '../../shared/format';
import { langTag } from '../shared/lang-tag';
import { ResourceTable, type Column } from '../shared/resource-table';
import { ActiveStatus, RowAction, RowSwitch } from '../shared/row-controls';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS: Column[] = [
  { label: 'Channel' },
  { label: 'Language', sx: MEDIUM },
  { label: 'Categories', sx: WIDE },
  { label: 'Auto-post', sx: MEDIUM },
  { label: 'Status' },
  { label: 'Last delivery', sx: WIDE },
  { label: 'Actions', align: 'right' },
];

interface Props {
  channels: TelegramChannel[] | undefined;
  loading: boolean;
  testing: number | null;
  toggling: number | null;
  onAdd(): void;
  onTest(channel: TelegramChannel): void;
  onEdit(channel: TelegramChannel): void;
  onDelete(channel: TelegramChannel): void;
  onToggle(channel: TelegramChannel, field: 'isActive' | 'autoPost', value: boolean): void;
}

export function ChannelsTable({ channels, loading, testing, toggling, onAdd, onTest, onEdit, onDelete, onToggle }: Props) {
  return (
    <ResourceTable
      label="Telegram channels"
      columns={COLUMNS}
      loading={loading}
      skeletonRows={3}
      skeletonTestId="channel-skeleton"
      empty={
        channels?.length === 0 && (
          <>
            <Typography sx={{ fontWeight: 600, mb: 1.5 }}>No Telegram channels configured</Typography>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
              Add Your First Channel
            </Button>
          </>
        )
      }
      inSection
    >
      {channels?.map((c) => (
        <TableRow key={c.id} hover data-testid="channel-row">
          <TableCell sx={{ maxWidth: { xs: 120, sm: 220 } }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.name}</Typography>
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              <code>{c.channelId}</code>
            </Typography>
          </TableCell>
          <TableCell sx={MEDIUM}>
            {c.language ? (
              <>
                <Typography variant="body2">{c.language.name}</Typography>
                <Typography variant="body2" color="textSecondary" lang={langTag(c.language.code)}>
                  {c.language.nativeName}
                </Typography>
              </>
            ) : (
              <Typography variant="body2">Unknown</Typography>
            )}
          </TableCell>
          <TableCell sx={WIDE}>
            {c.categories.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                None
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {c.categories.map((cat) => (
                  <Chip key={cat} label={CATEGORY_LABELS[cat]} size="small" variant="outlined" />
                ))}
              </Box>
            )}
          </TableCell>
          <TableCell sx={MEDIUM}>
            <RowSwitch label={`${c.name} auto-post`} checked={c.autoPost} disabled={toggling === c.id} onChange={(v) => onToggle(c, 'autoPost', v)} />
          </TableCell>
          <TableCell>
            <ActiveStatus name={c.name} active={c.isActive} disabled={toggling === c.id} onChange={(v) => onToggle(c, 'isActive', v)} />
          </TableCell>
          <TableCell sx={{ ...WIDE, maxWidth: 260 }} data-testid="last-delivery">
            <LastDeliveryCell channel={c} />
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <RowAction title="Test connection" label={`Test connection to ${c.name}`} onClick={() => onTest(c)} disabled={testing === c.id}>
              {testing === c.id ? <CircularProgress size={20} aria-label={`Testing ${c.name}`} /> : <NetworkCheckIcon />}
            </RowAction>
            <RowAction title="Edit" label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
              <EditIcon />
            </RowAction>
            <RowAction title="Delete" label={`Delete ${c.name}`} color="error" onClick={() => onDelete(c)}>
              <DeleteIcon />
            </RowAction>
          </TableCell>
        </TableRow>
      ))}
    </ResourceTable>
  );
}

const OUTCOME: Record<string, { label: string; color: 'success' | 'error' | 'default' }> = {
  sent: { label: 'Sent', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  removed: { label: 'Removed', color: 'default' },
};

function LastDeliveryCell({ channel }: { channel: TelegramChannel }) {
  const last = channel.lastDelivery;
  if (!last) {
    return (
      <Typography variant="body2" color="textSecondary">
        No posts yet
      </Typography>
    );
  }
  const outcome = OUTCOME[last.state]!;
  // "posted Nov 23, ..." for a success; "post, Nov 23, ..." (what failed) for a failure.
  const done = { post: 'posted', edit: 'edited', delete: 'deleted' }[last.op];
  const what = last.state === 'failed' ? `${last.op},` : done;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Chip label={outcome.label} size="small" color={outcome.color} />
        <Typography variant="caption" color="textSecondary">
          {what} {format(new Date(last.at), 'MMM d, yyyy HH:mm')}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} noWrap title={last.title}>
        {last.title}
      </Typography>
      {last.error && (
        <Typography variant="caption" color="error" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {last.error}
        </Typography>
      )}
    </>
  );
}
