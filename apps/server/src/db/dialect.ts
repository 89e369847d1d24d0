/** The two databases NoteDesk runs on; chosen by DATABASE_URL. */
export type DialectName = 'sqlite' | 'postgres';
