import type { TPersona, TPersonaInput } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { parseJsonList } from '../../db/parseJsonList';
import type { AppDeps } from '../../deps';
import { type AppError, clash } from '../../http/AppError';
import { toIso } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import type { PersonaRow } from './repository';
import { createPersonaRepository, type PersonaFields } from './repository';

const dto = (row: PersonaRow): TPersona => ({
  id: row.id,
  name: row.name,
  tone: row.tone,
  sign_off: row.sign_off,
  do_rules: row.do_rules,
  dont_rules: row.dont_rules,
  examples: parseJsonList(row.examples),
  created_at: toIso(Number(row.created_at)),
  updated_at: toIso(Number(row.updated_at)),
});

const fieldsOf = (input: TPersonaInput): PersonaFields => ({
  ...input,
  examples: JSON.stringify(input.examples),
});

const nameTaken = (name: string): AppError => clash('personaNameTaken', { name }, 'name');

/** What the audit trail keeps of a persona. */
const audited = (persona: TPersona) => ({
  name: persona.name,
  tone: persona.tone,
  sign_off: persona.sign_off,
  do_rules: persona.do_rules,
  dont_rules: persona.dont_rules,
  examples: persona.examples,
});

/** Reply personas: everyone reads them (to draft with one); managers and admins write them. */
export const createPersonaService = (deps: AppDeps) => {
  const personas = createPersonaRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  const require = async (caller: AuthContext, id: number): Promise<TPersona> =>
    dto(await findOwned(deps.db, 'personas', caller.tenantId, id));

  /** A write that hits the unique name answers 409 naming the name, never 500. */
  const unique = async <T>(name: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    }
  };

  return {
    list: async (caller: AuthContext): Promise<TPersona[]> => (await personas.list(caller.tenantId)).map(dto),

    create: async (caller: AuthContext, input: TPersonaInput): Promise<TPersona> => {
      const fields = fieldsOf(input);
      const at = deps.now();
      const created = dto(await unique(fields.name, () => personas.insert(caller.tenantId, fields, at)));
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'persona.create',
        entity: 'persona',
        entityId: created.id,
        after: audited(created),
        at,
      });
      return created;
    },

    update: async (caller: AuthContext, id: number, input: TPersonaInput): Promise<TPersona> => {
      const before = await require(caller, id);
      const fields = fieldsOf(input);
      const at = deps.now();
      const updated = dto(await unique(fields.name, () => personas.update(caller.tenantId, id, fields, at)));
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'persona.update',
        entity: 'persona',
        entityId: id,
        before: audited(before),
        after: audited(updated),
        at,
      });
      return updated;
    },

    remove: async (caller: AuthContext, id: number): Promise<{ id: number }> => {
      const before = await require(caller, id);
      const at = deps.now();
      await personas.remove(caller.tenantId, id);
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: 'persona.delete',
        entity: 'persona',
        entityId: id,
        before: audited(before),
        at,
      });
      return { id };
    },
  };
};

export type PersonaService = ReturnType<typeof createPersonaService>;
