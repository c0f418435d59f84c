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
import { Box, Button, Chip, CircularProgress, IconButton, Skeleton, Switch, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { format } from 'date-fns';
import { CATEGORY_LABELS } from '../../shared/format';
import { langTag } from '../shared/lang-tag';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;

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
    <Table aria-label="Telegram channels" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>Channel</TableCell>
          <TableCell sx={MEDIUM}>Language</TableCell>
          <TableCell sx={WIDE}>Categories</TableCell>
          <TableCell sx={MEDIUM}>Auto-post</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={WIDE}>Last delivery</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading &&
          Array.from({ length: 3 }, (_, i) => (
            <TableRow key={i} data-testid="channel-skeleton">
              <TableCell colSpan={7}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {channels?.length === 0 && (
          <TableRow>
            <TableCell colSpan={7} sx={{ textAlign: 'center', py: 5 }}>
              <Typography sx={{ fontWeight: 600, mb: 1.5 }}>No Telegram channels configured</Typography>
              <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
                Add Your First Channel
              </Button>
            </TableCell>
          </TableRow>
        )}
        {channels?.map((c) => (
          <TableRow key={c.id} hover data-testid="channel-row">
            <TableCell sx={{ maxWidth: { xs: 120, sm: 220 } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{c.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                <code>{c.channelId}</code>
              </Typography>
            </TableCell>
            <TableCell sx={MEDIUM}>
              {c.language ? (
                <>
                  <Typography variant="body2">{c.language.name}</Typography>
                  <Typography variant="body2" color="text.secondary" lang={langTag(c.language.code)}>
                    {c.language.nativeName}
                  </Typography>
                </>
              ) : (
                <Typography variant="body2">Unknown</Typography>
              )}
            </TableCell>
            <TableCell sx={WIDE}>
              {c.categories.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
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
              <Switch checked={c.autoPost} disabled={toggling === c.id} onChange={(e) => onToggle(c, 'autoPost', e.target.checked)} slotProps={{ input: { 'aria-label': `${c.name} auto-post` } }} />
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                <Switch checked={c.isActive} disabled={toggling === c.id} onChange={(e) => onToggle(c, 'isActive', e.target.checked)} slotProps={{ input: { 'aria-label': `${c.name} active` } }} />
                <Chip label={c.isActive ? 'Active' : 'Inactive'} size="small" color={c.isActive ? 'success' : 'default'} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
              </Box>
            </TableCell>
            <TableCell sx={{ ...WIDE, maxWidth: 260 }} data-testid="last-delivery">
              <LastDeliveryCell channel={c} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title="Test connection">
                <span>
                  <IconButton aria-label={`Test connection to ${c.name}`} onClick={() => onTest(c)} disabled={testing === c.id}>
                    {testing === c.id ? <CircularProgress size={20} aria-label={`Testing ${c.name}`} /> : <NetworkCheckIcon />}
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Edit">
                <IconButton aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton aria-label={`Delete ${c.name}`} color="error" onClick={() => onDelete(c)}>
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
      <Typography variant="body2" color="text.secondary">
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
        <Typography variant="caption" color="text.secondary">
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
