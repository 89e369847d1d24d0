import type { TPersona, TPersonaInput } from '@notedesk/contract';
import { useRefreshingMutation } from '@/app/query/useRefreshingMutation';
import { PERSONAS_KEY, savePersona } from '../api';

type SavePersonaHandlers = { onSaved: (persona: TPersona) => void; onFailed: (error: Error) => void };

/** Creates (id null) or edits a persona; the lists reload after a save. */
export const useSavePersona = ({ onSaved, onFailed }: SavePersonaHandlers) =>
  useRefreshingMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TPersonaInput }) => savePersona(id, input),
    staleKeys: [PERSONAS_KEY],
    onDone: onSaved,
    onFailed,
  });
