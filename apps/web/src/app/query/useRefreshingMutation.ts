import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

type RefreshingMutation<TInput, TResult> = {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** What the change makes stale: every cached query under these keys is asked for again. */
  staleKeys: readonly QueryKey[];
  /** The screen's part after success (a message, closing a dialog), told before the reload starts. */
  onDone?: (result: TResult, input: TInput) => void;
  onFailed?: (error: Error) => void;
};

/** A change to server data after which the lists showing that data reload. */
export const useRefreshingMutation = <TInput, TResult>({
  mutationFn,
  staleKeys,
  onDone,
  onFailed,
}: RefreshingMutation<TInput, TResult>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result, input) => {
      onDone?.(result, input);
      for (const queryKey of staleKeys) void client.invalidateQueries({ queryKey });
    },
    onError: onFailed,
  });
};
