import { PAGE_SIZE_DEFAULT, type TDrill } from '@notedesk/contract';
import { menuPath } from '@/app/router/menuPath';
import { parseCommentSearch, toCommentSearch } from '@/features/comments/commentFilters';
import { DRILL_LIST_PATH } from './drillListPath';
import { boundToDay } from './shanghaiDay';

/** The comment list endpoint; its rows open in the comment page when its filters can say the query. */
export const COMMENT_LIST_API = '/api/track/content-comments';
export const NOTE_LIST_API = '/api/track/contents';

/** Which endpoint the drill-list page asks: `notes` or `comments`. */
export const DRILL_LIST_PARAM = 'list';
export type DrillList = 'notes' | 'comments';

const COMMENT_PAGE_PATH = menuPath('comment-maintenance');
/** The lists' aliases, as the comment page's filters name them. */
const RENAMED: Readonly<Record<string, string>> = { expand1: 'product_id', expand2: 'product_line_id' };
/** Pages follow the platform of the top bar (which the dashboard asked for), and a list opens on its first page. */
const LEFT_OUT: ReadonlySet<string> = new Set(['target_platform', 'page']);

const address = (pathname: string, search: URLSearchParams): string => {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/** The drill's query as list filters: aliases renamed, platform and page left out, empty values dropped. */
const listParams = (drill: TDrill): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(drill.query)) {
    if (LEFT_OUT.has(name) || value.trim() === '') continue;
    params.set(RENAMED[name] ?? name, value);
  }
  return params;
};

/** Time bounds as days, or null when one is an instant that is not a Shanghai midnight. */
const withDays = (params: URLSearchParams): URLSearchParams | null => {
  const days = new URLSearchParams(params);
  for (const [name, side] of [
    ['start_time', 'start'],
    ['end_time', 'end'],
  ] as const) {
    const bound = params.get(name);
    if (bound === null) continue;
    const day = boundToDay(bound, side);
    if (day === undefined) return null;
    days.set(name, day);
  }
  return days;
};

const sameChoices = (a: string, b: string | null): boolean =>
  b !== null && a.split(',').sort().join(',') === b.split(',').sort().join(',');

/** The comment page's own address for these filters, or null when its filters cannot say all of them. */
const commentPageSearch = (params: URLSearchParams): URLSearchParams | null => {
  const days = withDays(params);
  if (!days) return null;
  const parsed = parseCommentSearch(days);
  if (parsed.rejected.length) return null;
  const search = toCommentSearch(parsed.filters);
  for (const [name, value] of days) {
    const isDefault =
      (name === 'sort' && value === 'time_desc') ||
      (name === 'page_size' && value === String(PAGE_SIZE_DEFAULT));
    if (!isDefault && !sameChoices(value, search.get(name))) return null;
  }
  return search;
};

/**
 * Where the web shows the list a dashboard number counted (DESIGN §4): comments in the comment page with
 * the same filters; notes, and comments filtered in a way the comment page has no filter for, in the
 * drill-list page, which sends the query as it is. Either way the list's total is the number's value.
 */
export const drillTarget = (drill: TDrill): string => {
  const params = listParams(drill);
  if (drill.path === COMMENT_LIST_API) {
    const search = commentPageSearch(params);
    if (search) return address(COMMENT_PAGE_PATH, search);
  }
  const list: DrillList = drill.path === NOTE_LIST_API ? 'notes' : 'comments';
  return address(DRILL_LIST_PATH, new URLSearchParams([[DRILL_LIST_PARAM, list], ...params]));
};
