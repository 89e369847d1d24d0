import { type Expression, type SqlBool, sql } from 'kysely';
import type { DialectName } from './dialect';

/** LIKE pattern for a literal substring (`%` and `_` typed by a person match themselves). */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `column` contains `text`, ignoring case on both dialects (SQLite LIKE already ignores ASCII case). */
export const containsText = (dialect: DialectName, column: string, text: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} ${sql.raw(dialect === 'postgres' ? 'ILIKE' : 'LIKE')} ${containsPattern(text)} ESCAPE '\\'`;
