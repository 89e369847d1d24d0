import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { ALERT_RULES_KEY, removeAlertRule } from '../api';

/** Deletes a rule; the list reloads. */
export const useRemoveAlertRule = () =>
  useRefreshingMutation({ mutationFn: removeAlertRule, staleKeys: [ALERT_RULES_KEY] });
