import type { Kysely } from 'kysely';
import { parseJsonList } from '../../db/parseJsonList';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/AppError';
import type { ReplyPersona } from './replyEngine';

/** The persona a draft is written as: none when not asked for, 404 when it is not the tenant's. */
export const findReplyPersona = async (
  db: Kysely<Database>,
  tenantId: number,
  personaId: number | undefined,
): Promise<ReplyPersona | null> => {
  if (personaId === undefined) return null;
  const persona = await db
    .selectFrom('personas')
    .select(['name', 'tone', 'sign_off', 'do_rules', 'dont_rules', 'examples'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', personaId)
    .executeTakeFirst();
  if (!persona) throw notFound('entityPersona');
  return {
    name: persona.name,
    tone: persona.tone,
    signOff: persona.sign_off,
    doRules: persona.do_rules,
    dontRules: persona.dont_rules,
    exampleReplies: parseJsonList(persona.examples),
  };
};
