import { useQuery } from '@tanstack/react-query';
import { fetchPersonas, PERSONAS_KEY } from '../api';

/** The tenant's reply personas (the panel and every persona picker share this cache). */
export const usePersonaList = () => useQuery({ queryKey: PERSONAS_KEY, queryFn: fetchPersonas });
