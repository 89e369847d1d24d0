import { isRowId } from '../../../db/rowId';
import type { CommentFilter } from '../commentFilter';
import { cacheKey } from './cacheKey';
import { type CommentColumns, platformCode } from './commentColumns';
import { tallyComments, tallyTexts } from './queryComments';

type IdField = 'noteId' | 'staffId' | 'productId' | 'productLineId' | 'brandId';
type IdColumn = 'note' | 'staff' | 'product' | 'productLine' | 'brand';

/** Id filters a group of counts may differ by, the most specific first. */
const GROUPABLE: ReadonlyArray<[IdField, IdColumn]> = [
  ['noteId', 'note'],
  ['staffId', 'staff'],
  ['productId', 'product'],
  ['productLineId', 'productLine'],
  ['brandId', 'brand'],
];

/**
 * Per-note totals the columns keep as rows change (CommentColumns.noteTally), when the rest of a per-note
 * filter is the platform alone or with cls_type 0 (negative) or 1 (leads); undefined otherwise.
 */
const keptPerNote = (
  columns: CommentColumns,
  rest: CommentFilter,
): ((noteId: number) => number) | undefined => {
  const asked = Object.entries(rest).filter(([, value]) => value !== undefined);
  const clsTypes = rest.clsTypes;
  const plain = asked.every(
    ([field]) =>
      field === 'platform' || (field === 'clsTypes' && clsTypes?.length === 1 && clsTypes[0]! <= 1),
  );
  if (!plain) return undefined;
  const platform = platformCode(rest.platform);
  const part = clsTypes === undefined ? 'all' : clsTypes[0] === 0 ? 'negative' : 'leads';
  return (noteId) => columns.noteTally(platform, noteId)[part];
};

/**
 * The list's total for each filter. Filters that differ only by one id (per note, per product, per staff
 * member…) are counted together by one pass over the rows the rest selects, instead of building each id's
 * bitset over the whole order; filters that differ only by their text likewise (tallyTexts); the others one
 * by one with `count`.
 */
export const countFilters = (
  columns: CommentColumns,
  filters: CommentFilter[],
  count: (filter: CommentFilter) => number,
): number[] => {
  const totals = new Array<number>(filters.length).fill(0);
  const groups = new Map<
    string,
    { rest: CommentFilter; column: IdColumn; field: IdField; members: number[] }
  >();
  /** A group's totals: one filter counted alone, several by one pass (`tally`, in member order). */
  const fillGroup = (members: number[], tally: () => number[]) => {
    if (members.length === 1) {
      totals[members[0]!] = count(filters[members[0]!]!);
      return;
    }
    const counted = tally();
    members.forEach((i, k) => {
      totals[i] = counted[k]!;
    });
  };
  const textGroups = new Map<string, { rest: CommentFilter; members: number[] }>();
  filters.forEach((filter, i) => {
    if (filter.text !== undefined) {
      const rest: CommentFilter = { ...filter, text: undefined };
      const key = cacheKey(rest, 'time_desc', 0, 0);
      const group = textGroups.get(key) ?? { rest, members: [] };
      group.members.push(i);
      textGroups.set(key, group);
      return;
    }
    const grouping = GROUPABLE.find(([field]) => filter[field] !== undefined && isRowId(filter[field]));
    if (!grouping) {
      totals[i] = count(filter);
      return;
    }
    const [field, column] = grouping;
    const rest: CommentFilter = { ...filter, [field]: undefined };
    const key = `${column} ${cacheKey(rest, 'time_desc', 0, 0)}`;
    const group = groups.get(key) ?? { rest, column, field, members: [] };
    group.members.push(i);
    groups.set(key, group);
  });
  for (const { rest, column, field, members } of groups.values()) {
    const kept = field === 'noteId' ? keptPerNote(columns, rest) : undefined;
    if (kept) {
      for (const i of members) totals[i] = kept(filters[i]!.noteId!);
      continue;
    }
    fillGroup(members, () =>
      tallyComments(
        columns,
        rest,
        column,
        members.map((i) => filters[i]![field] as number),
      ),
    );
  }
  for (const { rest, members } of textGroups.values()) {
    fillGroup(members, () =>
      tallyTexts(
        columns,
        rest,
        members.map((i) => filters[i]!.text!),
      ),
    );
  }
  return totals;
};
