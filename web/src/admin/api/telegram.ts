/**
 * The Telegram calls of the console (admin-and-api.md §7 Chat channels): the channel list, create,
 * update (the full form, or one switch), delete, the connection test (run by the server, which
 * holds the token), and the delivery ledger of one article with its retry.
 */
import type {
  CreateTelegramChannelRequestSchema,
  DeletedResponse,
  TelegramChannel,
  TelegramConnectionTest,
  TelegramDelivery,
  UpdateTelegramChannelRequestSchema,
} from '@contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/request';
import { ADMIN_ARTICLES_PATH } from './articles';
import { readJson } from './json';
import { useRefreshingMutation } from './refreshing-mutation';

export const TELEGRAM_CHANNELS_PATH = '/api/admin/telegram-channels';

export type CreateChannelBody = z.input<typeof CreateTelegramChannelRequestSchema>;
export type UpdateChannelBody = z.input<typeof UpdateTelegramChannelRequestSchema>;

/**
 * The list is read again each time the page opens (not polled): each row's last delivery changes
 * in the background, as articles are published anywhere.
 */
export function useTelegramChannels() {
  return useQuery<TelegramChannel[]>({ queryKey: [TELEGRAM_CHANNELS_PATH], refetchOnMount: 'always' });
}

const refreshChannels = (client: QueryClient) => client.invalidateQueries({ queryKey: [TELEGRAM_CHANNELS_PATH] });

export function useCreateTelegramChannel() {
  return useRefreshingMutation((body: CreateChannelBody) => readJson<TelegramChannel>(apiRequest('POST', TELEGRAM_CHANNELS_PATH, body)), refreshChannels);
}

/** The full form, or only `{isActive}` or `{autoPost}` from the list's switches. */
export function useUpdateTelegramChannel() {
  return useRefreshingMutation(({ id, body }: { id: number; body: UpdateChannelBody }) => readJson<TelegramChannel>(apiRequest('PUT', `${TELEGRAM_CHANNELS_PATH}/${id}`, body)), refreshChannels);
}

export function useDeleteTelegramChannel() {
  return useRefreshingMutation((id: number) => readJson<DeletedResponse>(apiRequest('DELETE', `${TELEGRAM_CHANNELS_PATH}/${id}`)), refreshChannels);
}

/** POST .../{id}/test: the server calls getMe and checks the bot may post in the channel. */
export function testTelegramChannel(id: number): Promise<TelegramConnectionTest> {
  return readJson<TelegramConnectionTest>(apiRequest('POST', `${TELEGRAM_CHANNELS_PATH}/${id}/test`));
}

/** How often an open article's deliveries are read again while one is queued or in progress. */
export const DELIVERY_POLL_MS = 2000;

const deliveriesPath = (articleId: number) => `${ADMIN_ARTICLES_PATH}/${articleId}/telegram-deliveries`;

export const isUnsettled = (d: TelegramDelivery) => d.state === 'pending' || d.state === 'sending';

/**
 * Where one article was posted (the edit dialog). Like the translation jobs beside it, and for
 * the same reason (the work runs in the background after the request answered, and nothing pushes
 * its end to the browser), the open article's deliveries alone are read again every 2 s while
 * one of them is queued or in progress; the polling stops by itself.
 */
export function useTelegramDeliveries(articleId: number) {
  return useQuery<TelegramDelivery[]>({
    queryKey: [deliveriesPath(articleId)],
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.some(isUnsettled) ? DELIVERY_POLL_MS : false),
  });
}

/** An interrupted send's post that the administrator found in the channel: resolved without sending. */
export function useMarkTelegramDeliveryPosted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, channelId }: { articleId: number; channelId: number }) =>
      readJson<TelegramDelivery>(apiRequest('POST', `${deliveriesPath(articleId)}/${channelId}/mark-posted`)),
    onSuccess: (_d, { articleId }) => client.invalidateQueries({ queryKey: [deliveriesPath(articleId)] }),
  });
}

export function useRetryTelegramDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ articleId, channelId }: { articleId: number; channelId: number }) =>
      readJson<TelegramDelivery>(apiRequest('POST', `${deliveriesPath(articleId)}/${channelId}/retry`)),
    onSuccess: (_d, { articleId }) => Promise.all([client.invalidateQueries({ queryKey: [deliveriesPath(articleId)] }), client.invalidateQueries({ queryKey: [TELEGRAM_CHANNELS_PATH] })]),
  });
}
