import type { TPersona, TPersonaInput } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERSONAS_KEY, savePersona } from '../api';

type SavePersonaHandlers = { onSaved: (persona: TPersona) => void; onFailed: (error: Error) => void };

/** Creates (id null) or edits a persona; the lists reload after a save. */
export const useSavePersona = ({ onSaved, onFailed }: SavePersonaHandlers) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TPersonaInput }) => savePersona(id, input),
    onSuccess: (persona) => {
      onSaved(persona);
      void client.invalidateQueries({ queryKey: PERSONAS_KEY });
    },
    onError: onFailed,
  });
};
