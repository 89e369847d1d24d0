import type { TFeishuTestResult } from '@notedesk/contract';
import { useMutation } from '@tanstack/react-query';
import { testFeishu } from '../api';

/** Tries the saved settings; the answer (or null while asking) goes to `onResult`. */
export const useTestFeishu = (onResult: (result: TFeishuTestResult | null) => void) =>
  useMutation({ mutationFn: testFeishu, onMutate: () => onResult(null), onSuccess: onResult });
