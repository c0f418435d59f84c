/**
 * The toasts a list action ends with (a row's switch, a delete, a quick add): the success title,
 * or the server's reason with the screen's fallback (admin-and-api.md §8). Returned as `mutate`
 * options so each screen names only its words and what it clears once the call is over.
 */
import { useToast } from '../../shared/toast';
import { errorToast } from './errors';

export function useOutcomeToasts() {
  const { toast } = useToast();
  return (success: string, failure: string, onSettled?: () => void) => ({
    onSuccess: () => toast({ title: success }),
    onError: (err: unknown) => toast(errorToast(err, failure)),
    onSettled,
  });
}
