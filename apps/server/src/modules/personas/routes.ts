import { PATHS, PERMISSIONS, ZPersona, ZPersonaInput, ZPersonaParams } from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
import type { PersonaService } from './service';

/** Reply personas: the list for everyone (the spec's prompt-personas-list), writes for managers and admins. */
export const personaRoutes = (app: AppInstance, guard: Guard, personas: PersonaService): void => {
  const tags = ['personas'];
  guardedRoutes(app, guard(PERMISSIONS.personas.read), tags).get(
    PATHS.personas.list,
    { response: z.array(ZPersona) },
    ({ auth }) => personas.list(auth),
  );
  const managers = guardedRoutes(app, guard(PERMISSIONS.personas.write), tags);
  managers.post(PATHS.personas.create, { body: ZPersonaInput, response: ZPersona }, ({ auth, body }) =>
    personas.create(auth, body),
  );
  managers.post(
    PATHS.personas.update,
    { params: ZPersonaParams, body: ZPersonaInput, response: ZPersona },
    ({ auth, params, body }) => personas.update(auth, params.id, body),
  );
  managers.post(
    PATHS.personas.remove,
    { params: ZPersonaParams, response: z.object({ id: z.number() }) },
    ({ auth, params }) => personas.remove(auth, params.id),
  );
};
