import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/AppError';
import type { CommentReplyContext } from './replyEngine';

/** The persona a draft is written as: none when not asked for, 404 when it is not the tenant's. */
export const findReplyPersona = async (
  db: Kysely<Database>,
  tenantId: number,
  personaId: number | undefined,
): Promise<CommentReplyContext['persona']> => {
  if (personaId === undefined) return null;
  const persona = await db
    .selectFrom('personas')
    .select(['name', 'tone', 'sign_off'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', personaId)
    .executeTakeFirst();
  if (!persona) throw notFound('entityPersona');
  return { name: persona.name, tone: persona.tone, signOff: persona.sign_off };
};
