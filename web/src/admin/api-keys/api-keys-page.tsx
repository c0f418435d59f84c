/**
 * /admin/api-keys, "API Keys & Documentation" (admin-and-api.md §2, §4, §8): the keys outside
 * systems call the external API with, and that API's documentation. A full key exists in the
 * browser only from its creation answer, kept in this page's state: shown and copyable for this
 * page session, gone when the administrator leaves (the server keeps only a hash).
 */
import { API_KEY_MESSAGES as M, type ApiKey } from '@contract';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useToast } from '../../shared/toast';
import { useApiKeys, useDeleteApiKey, useUpdateApiKey } from '../api/api-keys';
import { useOutcomeToasts } from '../shared/outcome-toasts';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { TableSection } from '../shared/resource-table';
import { ApiDocs } from './api-docs';
import { KeyDialog } from './key-dialog';
import { KeysTable } from './keys-table';

type TabName = 'keys' | 'docs';

export function ApiKeysPage() {
  usePageTitle('API Keys & Documentation');
  const id = useId();
  const { toast } = useToast();
  const outcome = useOutcomeToasts();
  const keys = useApiKeys();
  const update = useUpdateApiKey();
  const remove = useDeleteApiKey();
  const [tab, setTab] = useState<TabName>('keys');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);
  const [sessionKeys, setSessionKeys] = useState<ReadonlyMap<number, string>>(new Map());

  const copy = async (fullKey: string) => {
    try {
      await navigator.clipboard.writeText(fullKey);
      toast({ title: M.copied });
    } catch {
      toast({ title: 'Error', description: 'The browser did not allow copying: select the key and copy it yourself.', variant: 'destructive' });
    }
  };

  const toggle = (key: ApiKey, isActive: boolean) => {
    setToggling(key.id);
    update.mutate({ id: key.id, isActive }, outcome(M.updated, M.updateFailed, () => setToggling(null)));
  };

  const confirmDelete = (key: ApiKey) => {
    if (!window.confirm(M.deleteConfirm)) return;
    remove.mutate(key.id, outcome(M.deleted, M.deleteFailed));
  };

  const tabProps = (name: TabName) => ({ id: `${id}-tab-${name}`, 'aria-controls': `${id}-panel-${name}`, value: name });
  const panelProps = (name: TabName) => ({ role: 'tabpanel', id: `${id}-panel-${name}`, 'aria-labelledby': `${id}-tab-${name}`, hidden: tab !== name });
  return (
    <>
      <PageHeader
        title="API Keys & Documentation"
        subtitle="Keys let outside systems create, read and search articles."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
            Generate New Key
          </Button>
        }
      />
      <Tabs value={tab} onChange={(_e, v: TabName) => setTab(v)} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab label="API Keys" {...tabProps('keys')} />
        <Tab label="Documentation" {...tabProps('docs')} />
      </Tabs>
      <Box {...panelProps('keys')}>
        {keys.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            The API keys could not be loaded.
          </Alert>
        )}
        <TableSection title="API Keys" count={keys.data?.length}>
          <KeysTable
            keys={keys.data}
            loading={keys.isPending}
            sessionKeys={sessionKeys}
            toggling={toggling}
            onToggle={toggle}
            onDelete={confirmDelete}
            onCopy={(k) => void copy(k)}
          />
        </TableSection>
      </Box>
      <Box {...panelProps('docs')}>{tab === 'docs' && <ApiDocs />}</Box>
      {dialogOpen && (
        <KeyDialog
          onCreated={(k) => setSessionKeys((m) => new Map(m).set(k.id, k.fullApiKey))}
          onCopy={(k) => void copy(k)}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </>
  );
}
