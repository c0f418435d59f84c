/**
 * /admin/telegram, "Telegram Integration" (admin-and-api.md §2, §4, §7, §8): the Add Channel
 * dialog, the Setup Guide, and the channel list with its switches (each sends only its flag), the
 * connection test (run by the server, which holds the token), edit, and delete after the browser's
 * confirmation. Published articles are posted by the server on its own; each channel's row shows
 * its last delivery.
 */
import { TELEGRAM_MESSAGES as M, type TelegramChannel } from '@contract';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/request';
import { useToast } from '../../shared/toast';
import { useAdminLanguages } from '../api/languages';
import { testTelegramChannel, useDeleteTelegramChannel, useTelegramChannels, useUpdateTelegramChannel } from '../api/telegram';
import { errorToast } from '../shared/errors';
import { useOutcomeToasts } from '../shared/outcome-toasts';
import { PageHeader } from '../shared/page-header';
import { usePageTitle } from '../shared/page-title';
import { TableSection } from '../shared/resource-table';
import { ChannelDialog } from './channel-dialog';
import { ChannelsTable } from './channels-table';
import { SetupGuide } from './setup-guide';

type DialogState = { mode: 'create' } | { mode: 'edit'; channel: TelegramChannel } | null;

export function TelegramPage() {
  usePageTitle('Telegram Integration');
  const { toast } = useToast();
  const outcome = useOutcomeToasts();
  const channels = useTelegramChannels();
  const languages = useAdminLanguages();
  const update = useUpdateTelegramChannel();
  const remove = useDeleteTelegramChannel();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [toggling, setToggling] = useState<number | null>(null);

  const test = async (channel: TelegramChannel) => {
    setTesting(channel.id);
    try {
      const result = await testTelegramChannel(channel.id);
      toast({ title: result.message, description: result.detail, variant: result.ok ? 'default' : 'destructive' });
    } catch (err) {
      // An answer that is an error (the channel was deleted meanwhile...) says why; no answer at all is the network.
      toast(err instanceof ApiError ? errorToast(err, M.connectionFailed(channel.name)) : { title: M.connectionNetwork(channel.name), variant: 'destructive' });
    } finally {
      setTesting(null);
    }
  };

  const toggle = (channel: TelegramChannel, field: 'isActive' | 'autoPost', value: boolean) => {
    setToggling(channel.id);
    update.mutate({ id: channel.id, body: field === 'isActive' ? { isActive: value } : { autoPost: value } }, outcome(M.updated, M.updateFailed, () => setToggling(null)));
  };

  const confirmDelete = (channel: TelegramChannel) => {
    if (!window.confirm(`Are you sure you want to delete the Telegram channel "${channel.name}"? Articles will no longer be posted to it.`)) return;
    remove.mutate(channel.id, outcome(M.deleted, M.deleteFailed));
  };

  return (
    <>
      <PageHeader
        title="Telegram Integration"
        subtitle="Every new article is posted to your channels, each in its own language."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })}>
            Add Channel
          </Button>
        }
      />
      <SetupGuide />
      {channels.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          The channels could not be loaded.
        </Alert>
      )}
      <TableSection title="Telegram Channels" count={channels.data?.length}>
        <ChannelsTable
          channels={channels.data}
          loading={channels.isPending}
          testing={testing}
          toggling={toggling}
          onAdd={() => setDialog({ mode: 'create' })}
          onTest={(c) => void test(c)}
          onEdit={(c) => setDialog({ mode: 'edit', channel: c })}
          onDelete={confirmDelete}
          onToggle={toggle}
        />
      </TableSection>
      {dialog && languages.data && (
        <ChannelDialog channel={dialog.mode === 'edit' ? dialog.channel : undefined} languages={languages.data} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
