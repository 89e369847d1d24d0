import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { createImportCommentRepository } from './importCommentRepository';
import { createImportNoteRepository } from './importNoteRepository';
import { createNoteMatchRepository } from './noteMatchRepository';

/** The SQL of imports and ingest, by what it stores: notes, comments, and the notes' tracking matches. */
const createImportRows = (db: Kysely<Database>, dialect: DialectName) => ({
  ...createNoteMatchRepository(db),
  ...createImportNoteRepository(db, dialect),
  ...createImportCommentRepository(db, dialect),
});

/** The import SQL bound to one transaction. */
export type ImportRows = ReturnType<typeof createImportRows>;

export const createImportRepository = (db: Kysely<Database>, dialect: DialectName) => ({
  ...createImportRows(db, dialect),
  /** Runs `work` in one transaction with the import SQL bound to it. */
  transaction: <T>(work: (trx: ImportRows) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => work(createImportRows(trx, dialect))),
});

export type ImportRepository = ReturnType<typeof createImportRepository>;
