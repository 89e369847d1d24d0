import { useQuery } from '@tanstack/react-query';
import { fetchGroupBot, GROUP_BOT_KEY } from '../api';

/** The tenant's group bot settings (admins). */
export const useGroupBot = () => useQuery({ queryKey: GROUP_BOT_KEY, queryFn: fetchGroupBot });
