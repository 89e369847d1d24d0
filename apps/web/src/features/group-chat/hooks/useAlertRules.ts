import { useQuery } from '@tanstack/react-query';
import { ALERT_RULES_KEY, fetchAlertRules } from '../api';

/** The tenant's alert rules (managers and admins). */
export const useAlertRules = () => useQuery({ queryKey: ALERT_RULES_KEY, queryFn: fetchAlertRules });
