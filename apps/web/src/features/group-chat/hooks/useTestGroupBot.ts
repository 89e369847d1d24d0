import type { TGroupSendResult } from '@notedesk/contract';
import { useMutation } from '@tanstack/react-query';
import { testGroupBot } from '../api';

/** Posts a test message with the saved settings; the answer (or null while asking) goes to `onResult`. */
export const useTestGroupBot = (onResult: (result: TGroupSendResult | null) => void) =>
  useMutation({ mutationFn: testGroupBot, onMutate: () => onResult(null), onSuccess: onResult });
