import { sentNoteLink } from '@notedesk/contract';
import type { CommentExportRow } from '../comments/repository';
import type { createExportRepository, NamedTable } from './repository';

/** What a comment row shows of its note: the title (the text's start when untitled) and the link to send. */
export type NoteName = { title: string; link: string };

/** How long an untitled note's text may be where its title would go. */
const UNTITLED_TEXT_CHARS = 80;

type NameRepository = Pick<ReturnType<typeof createExportRepository>, 'notes' | 'names'>;

/** What a row needs for its names: its note's and staff member's ids, its brand's and products' if it shows them. */
type NamedRow = Pick<CommentExportRow, 'note_id' | 'process_staff_id'> &
  Partial<Pick<CommentExportRow, 'brand_id' | 'product_line_id' | 'product_id'>>;

/** The ids among `rows` that `known` lacks (null ids are no one's). */
const missing = (
  rows: readonly NamedRow[],
  id: (row: NamedRow) => number | null,
  known: Map<number, unknown>,
) => {
  const ids = new Set<number>();
  for (const row of rows) {
    const value = id(row);
    if (value !== null && !known.has(value)) ids.add(value);
  }
  return [...ids];
};

/**
 * The names an export's comment rows show (note title and link, brand, product line, product, staff), read
 * once each for the whole export as chunks bring new ids: 100,000 comments have a few thousand notes and a
 * handful of brands, so a join would read the same names 100,000 times.
 */
export const commentNames = (repository: NameRepository, tenantId: number) => {
  const notes = new Map<number, NoteName>();
  const names: Record<NamedTable, Map<number, string>> = {
    brands: new Map(),
    product_lines: new Map(),
    products: new Map(),
    users: new Map(),
  };
  const idColumn: Record<NamedTable, (row: NamedRow) => number | null> = {
    brands: (row) => row.brand_id ?? null,
    product_lines: (row) => row.product_line_id ?? null,
    products: (row) => row.product_id ?? null,
    users: (row) => row.process_staff_id,
  };
  const nameOf = (table: NamedTable, id: number | null): string =>
    id === null ? '' : (names[table].get(id) ?? '');

  return {
    /** Reads the names of a chunk's rows that earlier chunks did not bring. */
    load: async (rows: readonly NamedRow[]): Promise<void> => {
      for (const note of await repository.notes(
        tenantId,
        missing(rows, (row) => row.note_id, notes),
      )) {
        notes.set(note.id, {
          title: note.title || note.description.slice(0, UNTITLED_TEXT_CHARS),
          link: sentNoteLink(note.platform, note.platform_note_id, note.note_url),
        });
      }
      for (const table of Object.keys(names) as NamedTable[]) {
        const ids = missing(rows, idColumn[table], names[table]);
        for (const row of await repository.names(tenantId, table, ids)) names[table].set(row.id, row.name);
      }
    },
    note: (row: NamedRow): NoteName | undefined =>
      row.note_id === null ? undefined : notes.get(row.note_id),
    brand: (row: CommentExportRow): string => nameOf('brands', row.brand_id),
    productLine: (row: CommentExportRow): string => nameOf('product_lines', row.product_line_id),
    product: (row: CommentExportRow): string => nameOf('products', row.product_id),
    staff: (row: NamedRow): string => nameOf('users', row.process_staff_id),
  };
};

export type CommentNames = ReturnType<typeof commentNames>;
