import type { TAlertRule, TAlertRuleInput } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { ALERT_RULES_KEY, createAlertRule, updateAlertRule } from '../api';

/** Adds a rule (no id) or changes one; the list reloads. */
export const useSaveAlertRule = (onDone: (rule: TAlertRule) => void) =>
  useRefreshingMutation({
    mutationFn: ({ id, input }: { id?: number; input: TAlertRuleInput }) =>
      id === undefined ? createAlertRule(input) : updateAlertRule(id, input),
    staleKeys: [ALERT_RULES_KEY],
    onDone,
  });
