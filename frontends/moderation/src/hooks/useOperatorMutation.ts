import { serverMessage } from '@art/sdk/refusals';
import { useSnackbar } from '@art/ui';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useModerationTranslation } from './useModerationTranslation.js';

type OperatorMutation<TInput, TResult> = {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** What the snackbar says when it is done (a string, or from the answer). */
  success: string | ((result: TResult, input: TInput) => string);
  /** The lists the action changes: refetched once it is done (the overview's counts always are). */
  invalidate: QueryKey[];
  /** At once (close the dialog, show the new code). */
  onDone?: (result: TResult, input: TInput) => void;
  /** Once the changed lists are read again and shown (focus the next row: the acted-on one is gone). */
  afterRefresh?: (result: TResult, input: TInput) => void;
};

/**
 * One operator action: the call, the snackbar (the server's refusal as it says it, or "Something went
 * wrong"), and the lists it changed refetched. Mutations are never retried (an action is on record).
 */
export function useOperatorMutation<TInput, TResult>({
  mutationFn,
  success,
  invalidate,
  onDone,
  afterRefresh,
}: OperatorMutation<TInput, TResult>) {
  const { t } = useModerationTranslation();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => {
      showSnackbar(typeof success === 'string' ? success : success(result, input), { type: 'success' });
      const refetched = [...invalidate, ['moderation', 'overview']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      );
      onDone?.(result, input);
      // After React has shown the new lists (and the dialog has given focus back to its opener).
      void Promise.allSettled(refetched).then(() => setTimeout(() => afterRefresh?.(result, input), 0));
    },
    onError: (error) => {
      console.error('operator action failed', error);
      showSnackbar(serverMessage(error, t('common.actionFailed')), { type: 'error' });
    },
  });
}
