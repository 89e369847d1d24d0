import {
  PATHS,
  type TCommentLabels,
  type TCommentRow,
  type TDailyTasks,
  type TEditCommentClsInput,
  type TEditCommentReplyInput,
  type TFollowUp,
  type TGeneratedReply,
  type TPage,
  type TPlatform,
  type TReplyDraft,
  type TSetProcessStatusInput,
  type TStaffName,
  ZCommentLabels,
  ZCommentRow,
  ZDailyTasks,
  ZFollowUp,
  ZGeneratedReply,
  ZPage,
  ZReplyDraft,
  ZStaffName,
} from '@notedesk/contract';
import { z } from 'zod';
import { http } from '@/app/http/http';
import type { CommentQueryParams } from './commentFilters';

/** Every cached comment list starts with this key, so one invalidation reaches them all. */
export const COMMENTS_KEY = ['comments'] as const;
export const DAILY_TASKS_KEY = ['daily-tasks'] as const;

const ZCommentPage = ZPage(ZCommentRow);

export const fetchComments = async (query: CommentQueryParams): Promise<TPage<TCommentRow>> =>
  ZCommentPage.parse(await http.get(PATHS.comments.list, query));

export const fetchDailyTasks = async (platform: TPlatform): Promise<TDailyTasks> =>
  ZDailyTasks.parse(await http.get(PATHS.comments.dailyTasks, { target_platform: platform }));

export const setProcessStatus = async (input: TSetProcessStatusInput): Promise<TFollowUp[]> =>
  ZFollowUp.array().parse(await http.post(PATHS.comments.setStatus, input));

export const editCommentLabels = async (input: TEditCommentClsInput): Promise<TCommentLabels[]> =>
  ZCommentLabels.array().parse(await http.post(PATHS.comments.editLabels, input));

/** gen-reply / gen-post-reply: a draft for the comment or note, with the persona chosen when there is one. */
export const requestDraft = async (
  path: string,
  target: { comment_id: number } | { note_id: number },
  personaId: number | null,
): Promise<TGeneratedReply> =>
  ZGeneratedReply.parse(
    await http.post(path, { ...target, ...(personaId === null ? {} : { persona_id: personaId }) }),
  );

export const generateReply = (commentId: number, personaId: number | null = null): Promise<TGeneratedReply> =>
  requestDraft(PATHS.comments.genReply, { comment_id: commentId }, personaId);

export const editCommentReply = async (input: TEditCommentReplyInput): Promise<TReplyDraft> =>
  ZReplyDraft.parse(await http.post(PATHS.comments.editReply, input));

export const STAFF_NAMES_KEY = ['staff-names'] as const;

/** The tenant's staff for the "maintenance staff" picker. */
export const fetchStaffNames = async (): Promise<TStaffName[]> =>
  z.array(ZStaffName).parse(await http.get(PATHS.staff.names));
