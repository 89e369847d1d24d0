import type { TPersona } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePersona, PERSONAS_KEY } from '../api';

/** Deletes a persona; the lists reload and `onDeleted` gets the one removed. */
export const useDeletePersona = (onDeleted: (persona: TPersona) => void) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (persona: TPersona) => deletePersona(persona.id),
    onSuccess: (_, persona) => {
      onDeleted(persona);
      void client.invalidateQueries({ queryKey: PERSONAS_KEY });
    },
  });
};
