import {
  PATHS,
  type TCommentRow,
  type TNoteCard,
  type TOverview,
  type TPage,
  type TPublicationEffect,
  ZCommentRow,
  ZNoteCard,
  ZOverview,
  ZPage,
  ZPublicationEffect,
} from '@notedesk/contract';
import { COMMENT_LIST_API, type DrillList, NOTE_LIST_API } from '@/app/dashboard/drillTarget';
import type { DashboardQueryParams } from '@/app/dashboard/useDashboard';
import { http } from '@/app/http/http';

export const fetchOverview = async (query: DashboardQueryParams): Promise<TOverview> =>
  ZOverview.parse(await http.get(PATHS.dashboards.overview, query));

export const fetchPublicationEffect = async (query: DashboardQueryParams): Promise<TPublicationEffect> =>
  ZPublicationEffect.parse(await http.get(PATHS.dashboards.publicationEffect, query));

export type DrillListPage =
  | { list: 'notes'; page: TPage<TNoteCard> }
  | { list: 'comments'; page: TPage<TCommentRow> };

/** A drill's list exactly as the dashboard's number counted it (the query is sent as it is). */
export const fetchDrillList = async (
  list: DrillList,
  query: Record<string, string>,
): Promise<DrillListPage> =>
  list === 'notes'
    ? { list, page: ZPage(ZNoteCard).parse(await http.get(NOTE_LIST_API, query)) }
    : { list, page: ZPage(ZCommentRow).parse(await http.get(COMMENT_LIST_API, query)) };
