import { fillPath, PATHS, type TPersona, type TPersonaInput, ZPersona } from '@notedesk/contract';
import { http } from '@/app/http/http';

export const PERSONAS_KEY = ['personas'] as const;

export const fetchPersonas = async (): Promise<TPersona[]> =>
  ZPersona.array().parse(await http.get(PATHS.personas.list));

/** Creates when `id` is null, else updates. 409 (name taken) is the caller's to show beside the field. */
export const savePersona = async (id: number | null, input: TPersonaInput): Promise<TPersona> =>
  ZPersona.parse(
    await http.post(id === null ? PATHS.personas.create : fillPath(PATHS.personas.update, { id }), input, {
      silent: true,
    }),
  );

export const deletePersona = async (id: number): Promise<void> => {
  await http.post(fillPath(PATHS.personas.remove, { id }));
};
