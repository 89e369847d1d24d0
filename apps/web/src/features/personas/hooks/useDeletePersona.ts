import type { TPersona } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { deletePersona, PERSONAS_KEY } from '../api';

/** Deletes a persona; the lists reload and `onDeleted` gets the one removed. */
export const useDeletePersona = (onDeleted: (persona: TPersona) => void) =>
  useRefreshingMutation({
    mutationFn: (persona: TPersona) => deletePersona(persona.id),
    staleKeys: [PERSONAS_KEY],
    onDone: (_, persona) => onDeleted(persona),
  });
