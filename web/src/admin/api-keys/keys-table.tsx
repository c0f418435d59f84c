/**
 * The key list of /admin/api-keys (admin-and-api.md §2): name, key (the prefix and an ellipsis; a
 * key created in this page session can be shown in full and copied, others say they are hidden),
 * scopes, the active switch, last used, created, expires ("Never" when empty) and delete. 3
 * skeleton rows while loading; the spec's empty row.
 */
import { API_KEY_MESSAGES as M, type ApiKey } from '@contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Chip, IconButton, Skeleton, Switch, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useState } from 'react';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS = 8;

const when = (iso: string | null) => (iso ? format(new Date(iso), 'MMM d, yyyy HH:mm') : 'Never');

interface Props {
  keys: ApiKey[] | undefined;
  loading: boolean;
  /** Full keys created in this page session, by id. */
  sessionKeys: ReadonlyMap<number, string>;
  toggling: number | null;
  onToggle(key: ApiKey, isActive: boolean): void;
  onDelete(key: ApiKey): void;
  onCopy(fullKey: string): void;
}

export function KeysTable({ keys, loading, sessionKeys, toggling, onToggle, onDelete, onCopy }: Props) {
  return (
    <Table aria-label="API keys" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Key</TableCell>
          <TableCell sx={WIDE}>Scopes</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={WIDE}>Last Used</TableCell>
          <TableCell sx={WIDE}>Created</TableCell>
          <TableCell sx={MEDIUM}>Expires</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {loading &&
          Array.from({ length: 3 }, (_, i) => (
            <TableRow key={i} data-testid="api-key-skeleton">
              <TableCell colSpan={COLUMNS}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {keys?.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS} sx={{ textAlign: 'center', py: 5 }}>
              <Typography color="text.secondary">{M.empty}</Typography>
            </TableCell>
          </TableRow>
        )}
        {keys?.map((k) => (
          <TableRow key={k.id} hover data-testid="api-key-row">
            <TableCell sx={{ maxWidth: { xs: 100, sm: 200 } }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{k.name}</Typography>
            </TableCell>
            <TableCell sx={{ maxWidth: { xs: 130, sm: 320 } }}>
              <KeyCell apiKey={k} fullKey={sessionKeys.get(k.id)} onCopy={onCopy} />
            </TableCell>
            <TableCell sx={WIDE}>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                {k.scopes.map((s) => (
                  <Chip key={s} label={s} size="small" variant="outlined" sx={{ fontFamily: 'monospace' }} />
                ))}
              </Box>
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                <Switch checked={k.isActive} disabled={toggling === k.id} onChange={(e) => onToggle(k, e.target.checked)} slotProps={{ input: { 'aria-label': `${k.name} active` } }} />
                <Chip label={k.isActive ? 'Active' : 'Inactive'} size="small" color={k.isActive ? 'success' : 'default'} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
              </Box>
            </TableCell>
            <TableCell sx={WIDE}>{when(k.lastUsedAt)}</TableCell>
            <TableCell sx={WIDE}>{when(k.createdAt)}</TableCell>
            <TableCell sx={MEDIUM}>{when(k.expiresAt)}</TableCell>
            <TableCell align="right">
              <Tooltip title="Delete">
                <IconButton aria-label={`Delete ${k.name}`} color="error" onClick={() => onDelete(k)}>
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

function KeyCell({ apiKey, fullKey, onCopy }: { apiKey: ApiKey; fullKey?: string; onCopy(fullKey: string): void }) {
  const [shown, setShown] = useState(false);
  const text = fullKey && shown ? fullKey : `${apiKey.keyPrefix}...`;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
        <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 0 }} data-testid="api-key-value">
          {text}
        </Typography>
        {fullKey && (
          <>
            <Tooltip title={shown ? 'Hide key' : 'Show key'}>
              <IconButton size="small" aria-label={`${shown ? 'Hide' : 'Show'} key ${apiKey.name}`} onClick={() => setShown((v) => !v)}>
                {shown ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
            <Tooltip title="Copy key">
              <IconButton size="small" aria-label={`Copy key ${apiKey.name}`} onClick={() => onCopy(fullKey)}>
                <ContentCopyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
      {!fullKey && (
        <Typography variant="caption" color="text.secondary">
          {M.hidden}
        </Typography>
      )}
    </>
  );
}
