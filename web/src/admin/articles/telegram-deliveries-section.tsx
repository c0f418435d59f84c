/**
 * The edit dialog's Telegram section: where the article was posted, from the delivery ledger. Per
 * channel: its state (queued, waiting for the translation, sending, posted, failed, removed), the
 * message id, the attempts, the reason of a failure, and a retry for a failed or interrupted
 * delivery. A send interrupted before Telegram answered may already be in the channel: beside
 * Retry, "Mark as posted" resolves it without sending once the administrator has found the post
 * there, and the row then says who did and when. Read again every 2 s while one is queued or in
 * progress.
 */
import { TELEGRAM_MESSAGES, type TelegramDelivery } from '@contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { useId } from 'react';
import { useToast } from '../../shared/toast';
import { useMarkTelegramDeliveryPosted, useRetryTelegramDelivery, useTelegramDeliveries } from '../api/telegram';
import { errorToast } from '../shared/errors';
import { formatIst } from './ist-time';

function stateLabel(d: TelegramDelivery): string {
  switch (d.state) {
    case 'pending':
      if (d.waitingForTranslation) return `Waiting for the ${d.language?.name ?? ''} translation`.replace('  ', ' ');
      return d.error ? 'Queued to try again' : 'Queued';
    case 'sending':
      return d.op === 'delete' ? 'Deleting...' : d.op === 'edit' ? 'Updating...' : 'Sending...';
    case 'sent':
      return d.op === 'edit' ? 'Sent, and updated' : 'Sent';
    case 'failed':
      return d.op === 'delete' ? 'Delete failed' : d.op === 'edit' ? 'Update failed' : 'Failed';
    case 'removed':
      return 'Removed';
    case 'marked-posted':
      return 'Marked as posted';
  }
}

function StateIcon({ d }: { d: TelegramDelivery }) {
  if (d.state === 'sent') return <CheckCircleIcon color="success" fontSize="small" aria-hidden />;
  if (d.state === 'failed') return <ErrorIcon color="error" fontSize="small" aria-hidden />;
  if (d.state === 'removed') return <RemoveCircleIcon color="disabled" fontSize="small" aria-hidden />;
  if (d.state === 'marked-posted') return <TaskAltIcon color="success" fontSize="small" aria-hidden />;
  return <CircularProgress size={16} aria-hidden />;
}

export function TelegramDeliveriesSection({ articleId }: { articleId: number }) {
  const headingId = useId();
  const { toast } = useToast();
  const deliveries = useTelegramDeliveries(articleId);
  const retry = useRetryTelegramDelivery();
  const markPosted = useMarkTelegramDeliveryPosted();

  const again = (d: TelegramDelivery) =>
    retry.mutate(
      { articleId, channelId: d.channelId },
      { onSuccess: () => toast({ title: TELEGRAM_MESSAGES.retryStarted, description: d.channelName }), onError: (err) => toast(errorToast(err, TELEGRAM_MESSAGES.retryFailed)) },
    );

  const found = (d: TelegramDelivery) =>
    markPosted.mutate(
      { articleId, channelId: d.channelId },
      { onSuccess: () => toast({ title: TELEGRAM_MESSAGES.markedPosted, description: d.channelName }), onError: (err) => toast(errorToast(err, TELEGRAM_MESSAGES.markPostedFailed)) },
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Telegram
      </Typography>
      {deliveries.isError ? (
        <Typography color="error">The Telegram deliveries could not be loaded.</Typography>
      ) : deliveries.isPending ? (
        <CircularProgress size={20} aria-label="Loading the Telegram deliveries" />
      ) : deliveries.data.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          Not posted to any channel. Published articles go to each active channel with auto-post on whose categories include the article's.
        </Typography>
      ) : (
        <List dense disablePadding>
          {deliveries.data.map((d) => (
            <ListItem key={d.id} disableGutters data-testid="telegram-delivery" sx={{ display: 'block', py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <StateIcon d={d} />
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{d.channelName}</Typography>
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                  <code>{d.chatId}</code>
                  {d.language && ` · ${d.language.name}`}
                  {!d.channelExists && ' · channel deleted'}
                </Typography>
                <Typography variant="body2" data-testid="telegram-delivery-state" sx={{ ml: 'auto' }}>
                  {stateLabel(d)}
                  {d.messageId !== null && ` · message ${d.messageId}`}
                  {d.attempts > 1 && ` · ${d.attempts} attempts`}
                </Typography>
                {d.canRetry && (
                  <Button size="small" startIcon={<ReplayIcon />} onClick={() => again(d)} disabled={retry.isPending} aria-label={`Retry the delivery to ${d.channelName}`}>
                    Retry
                  </Button>
                )}
                {d.canMarkPosted && (
                  <Button
                    size="small"
                    startIcon={<DoneAllIcon />}
                    onClick={() => found(d)}
                    disabled={markPosted.isPending}
                    aria-label={`Mark the delivery to ${d.channelName} as posted: the post is in the channel`}
                  >
                    Mark as posted
                  </Button>
                )}
              </Box>
              {d.state === 'marked-posted' && d.markedPostedAt && (
                <Typography variant="body2" color="text.secondary" data-testid="telegram-delivery-marked" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  Found in the channel by {d.markedPostedBy ?? 'an administrator'} on {formatIst(new Date(d.markedPostedAt))}; not sent again. The bot cannot edit or delete this post.
                </Typography>
              )}
              {d.error && (
                <Typography variant="body2" color={d.state === 'failed' ? 'error' : 'text.secondary'} sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {d.error}
                  {d.nextAttemptAt && d.state === 'pending' && ` Next try at ${new Date(d.nextAttemptAt).toLocaleTimeString()}.`}
                </Typography>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
