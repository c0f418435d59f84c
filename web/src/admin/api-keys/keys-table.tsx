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
import { Box, Chip, IconButton, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useState } from 'react';
import { ResourceTable, type Column } from '../shared/resource-table';
import { ActiveStatus, RowAction } from '../shared/row-controls';

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const MEDIUM = { display: { xs: 'none', sm: 'table-cell' } } as const;
const COLUMNS: Column[] = [
  { label: 'Name' },
  { label: 'Key' },
  { label: 'Scopes', sx: WIDE },
  { label: 'Status' },
  { label: 'Last Used', sx: WIDE },
  { label: 'Created', sx: WIDE },
  { label: 'Expires', sx: MEDIUM },
  { label: 'Actions', align: 'right' },
];

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
    <ResourceTable
      label="API keys"
      columns={COLUMNS}
      loading={loading}
      skeletonRows={3}
      skeletonTestId="api-key-skeleton"
      empty={keys?.length === 0 && <Typography color="textSecondary">{M.empty}</Typography>}
      inSection
    >
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
            <ActiveStatus name={k.name} active={k.isActive} disabled={toggling === k.id} onChange={(isActive) => onToggle(k, isActive)} />
          </TableCell>
          <TableCell sx={WIDE}>{when(k.lastUsedAt)}</TableCell>
          <TableCell sx={WIDE}>{when(k.createdAt)}</TableCell>
          <TableCell sx={MEDIUM}>{when(k.expiresAt)}</TableCell>
          <TableCell align="right">
            <RowAction title="Delete" label={`Delete ${k.name}`} color="error" onClick={() => onDelete(k)}>
              <DeleteIcon />
            </RowAction>
          </TableCell>
        </TableRow>
      ))}
    </ResourceTable>
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
        <Typography variant="caption" color="textSecondary">
          {M.hidden}
        </Typography>
      )}
    </>
  );
}
