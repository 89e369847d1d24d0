import { PATHS, PERMISSIONS, ZEnvelope, ZPersona, ZPersonaInput, ZPersonaParams } from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { PersonaService } from './service';

/** Reply personas: the list for everyone (the spec's prompt-personas-list), writes for managers and admins. */
export const personaRoutes = (app: AppInstance, guard: Guard, personas: PersonaService): void => {
  const managers = guard(PERMISSIONS.personas.write);
  const tags = ['personas'];
  app.get(
    PATHS.personas.list,
    {
      onRequest: guard(PERMISSIONS.personas.read),
      schema: { tags, response: { 200: ZEnvelope(z.array(ZPersona)) } },
    },
    async (request) => ok(await personas.list(authOf(request))),
  );
  app.post(
    PATHS.personas.create,
    { onRequest: managers, schema: { tags, body: ZPersonaInput, response: { 200: ZEnvelope(ZPersona) } } },
    async (request) => ok(await personas.create(authOf(request), request.body)),
  );
  app.post(
    PATHS.personas.update,
    {
      onRequest: managers,
      schema: { tags, params: ZPersonaParams, body: ZPersonaInput, response: { 200: ZEnvelope(ZPersona) } },
    },
    async (request) => ok(await personas.update(authOf(request), request.params.id, request.body)),
  );
  app.post(
    PATHS.personas.remove,
    {
      onRequest: managers,
      schema: { tags, params: ZPersonaParams, response: { 200: ZEnvelope(z.object({ id: z.number() })) } },
    },
    async (request) => ok(await personas.remove(authOf(request), request.params.id)),
  );
};
