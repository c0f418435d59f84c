/**
 * The console's create, update and delete calls all end the same way: once the server has
 * answered, the lists and counts the change touches are read again. This names that once, so each
 * resource's hooks say only what they send and what they refresh.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** `refresh` runs on success and is awaited, so `mutateAsync` resolves once the lists are fresh. */
export function useRefreshingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, refresh: (client: QueryClient) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(client) });
}
