import type { TLlmTestResult } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LLM_USAGE_KEY, testLlmConnection } from '../api';

/** Tries the provider with the typed settings; the answer (or null while asking) goes to `onResult`. */
export const useTestLlmConnection = (onResult: (result: TLlmTestResult | null) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: testLlmConnection,
    onMutate: () => onResult(null),
    onSuccess: (result) => {
      onResult(result);
      // A test spends tokens too.
      void client.invalidateQueries({ queryKey: LLM_USAGE_KEY });
    },
  });
};
