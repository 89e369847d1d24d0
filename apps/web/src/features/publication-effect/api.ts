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
import { COMMENT_LIST_API, NOTE_LIST_API } from '@/app/dashboard/drillTarget';
import type { DashboardQueryParams } from '@/app/dashboard/useDashboard';
import { http } from '@/app/http/http';

export const fetchOverview = async (query: DashboardQueryParams): Promise<TOverview> =>
  ZOverview.parse(await http.get(PATHS.dashboards.overview, query));

export const fetchPublicationEffect = async (query: DashboardQueryParams): Promise<TPublicationEffect> =>
  ZPublicationEffect.parse(await http.get(PATHS.dashboards.publicationEffect, query));

/** A note drill's list exactly as the dashboard's number counted it (the query is sent as it is). */
export const fetchDrillNotes = async (query: Record<string, string>): Promise<TPage<TNoteCard>> =>
  ZPage(ZNoteCard).parse(await http.get(NOTE_LIST_API, query));

/** A comment drill's list, likewise. */
export const fetchDrillComments = async (query: Record<string, string>): Promise<TPage<TCommentRow>> =>
  ZPage(ZCommentRow).parse(await http.get(COMMENT_LIST_API, query));
