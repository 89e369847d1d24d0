import type { TPlatform } from '@notedesk/contract';
import { useQuery } from '@tanstack/react-query';
import { DAILY_TASKS_KEY, fetchDailyTasks } from '../api';

/** Today's work on `platform`: to do, in progress, new negative comments and new sales leads. */
export const useDailyTasks = (platform: TPlatform, enabled: boolean) =>
  useQuery({
    queryKey: [...DAILY_TASKS_KEY, platform],
    queryFn: () => fetchDailyTasks(platform),
    staleTime: 60_000,
    enabled,
  });
