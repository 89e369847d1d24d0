import { useQuery } from '@tanstack/react-query';
import { fetchStaff, STAFF_QUERY_KEY } from '../api';

/** The tenant's staff accounts (admins' team page). */
export const useStaffList = () => useQuery({ queryKey: STAFF_QUERY_KEY, queryFn: fetchStaff });
