import type { TPlatform } from '@notedesk/contract';
import { type Kysely, sql } from 'kysely';
import { containsText } from '../../db/containsText';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** Where each kind of person is found: note authors on notes, commenters on comments. */
const SOURCES = {
  authors: { table: 'notes', id: 'author_id', name: 'author_name', avatar: 'author_avatar' },
  commenters: { table: 'comments', id: 'user_id', name: 'user_nickname', avatar: 'user_avatar' },
} as const;

export type PlatformUserKind = keyof typeof SOURCES;

export type PersonRow = { user_id: string; nickname: string | null; avatar: string | null; count: number };

/** People for filter pickers: distinct authors or commenters of a tenant's live notes/comments. */
export const createPlatformUserRepository = (db: Kysely<Database>, dialect: DialectName) => {
  const where = (kind: PlatformUserKind, tenantId: number, platform: TPlatform, text: string | undefined) => {
    const source = SOURCES[kind];
    const search = text
      ? sql`AND (${sql.ref(source.id)} = ${text} OR ${containsText(dialect, source.name, text)})`
      : sql``;
    return sql`FROM ${sql.table(source.table)}
      WHERE tenant_id = ${tenantId} AND platform = ${platform} AND deleted_at IS NULL
        AND ${sql.ref(source.id)} <> '' ${search}`;
  };

  return {
    /** Most notes/comments first. */
    list: async (
      kind: PlatformUserKind,
      tenantId: number,
      platform: TPlatform,
      text: string | undefined,
      limit: number,
      offset: number,
    ): Promise<PersonRow[]> => {
      const source = SOURCES[kind];
      const result = await sql<PersonRow>`
        SELECT ${sql.ref(source.id)} AS user_id, MAX(${sql.ref(source.name)}) AS nickname,
               MAX(${sql.ref(source.avatar)}) AS avatar, COUNT(*) AS count
        ${where(kind, tenantId, platform, text)}
        GROUP BY ${sql.ref(source.id)}
        ORDER BY count DESC, user_id
        LIMIT ${limit} OFFSET ${offset}`.execute(db);
      return result.rows;
    },

    count: async (
      kind: PlatformUserKind,
      tenantId: number,
      platform: TPlatform,
      text: string | undefined,
    ) => {
      const source = SOURCES[kind];
      const result = await sql<{ total: number }>`
        SELECT COUNT(DISTINCT ${sql.ref(source.id)}) AS total ${where(kind, tenantId, platform, text)}`.execute(
        db,
      );
      return Number(result.rows[0]?.total ?? 0);
    },
  };
};
