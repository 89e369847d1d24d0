import { useQuery } from '@tanstack/react-query';
import { fetchUserInfo, USER_INFO_QUERY_KEY } from '../api';

/** The signed-in user's own profile. */
export const useUserInfo = () => useQuery({ queryKey: USER_INFO_QUERY_KEY, queryFn: fetchUserInfo });
