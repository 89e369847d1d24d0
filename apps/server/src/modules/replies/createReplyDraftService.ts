import type { TReplyDraft } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/AppError';
import { toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { createStaffRepository } from '../staff/repository';
import { type CurrentDraft, createReplyDraftRepository, type ReplyTarget } from './repository';

type Source = TReplyDraft['source'];

/**
 * Saving reply drafts of comments and notes alike: the version kept, the write audited, and a save with
 * `expected` (the `reply_updated_at` the caller saw) over someone else's newer save refused with 409 and
 * the current draft.
 */
export const createReplyDraftService = (deps: AppDeps) => {
  const drafts = createReplyDraftRepository(deps.db);
  const users = createStaffRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  const view = async (caller: AuthContext, target: ReplyTarget, draft: CurrentDraft, source: Source) => {
    const by =
      draft.reply_updated_by === null
        ? undefined
        : await users.findById(caller.tenantId, draft.reply_updated_by);
    return {
      target: target.kind,
      id: target.id,
      reply_text: draft.reply_text,
      reply_updated_at: toIsoOrNull(draft.reply_updated_at),
      reply_updated_by: by ? { id: by.id, name: by.full_name || by.username } : null,
      source,
    };
  };

  return {
    view,

    save: async (
      caller: AuthContext,
      target: ReplyTarget,
      previousText: string,
      draft: {
        text: string;
        source: Source;
        personaId: number | null;
        flag?: string;
        basedOnUserId?: number | null;
      },
      expected?: string | null,
    ): Promise<TReplyDraft> => {
      const at = deps.now();
      const version = { ...draft, by: caller.userId, at };
      // The 409 rule is checked by the write itself: a save that raced in since the caller's read wins.
      const guard =
        expected === undefined
          ? undefined
          : { callerId: caller.userId, expectedAt: expected === null ? null : Date.parse(expected) };
      if (!(await drafts.save(caller.tenantId, target, version, guard))) {
        const current = await drafts.currentDraft(caller.tenantId, target);
        if (!current) throw notFound(target.kind === 'comment' ? 'entityComment' : 'entityNote');
        throw conflict(await view(caller, target, current, 'staff'));
      }
      await audit.record({
        tenantId: caller.tenantId,
        userId: caller.userId,
        action: `${target.kind}.${draft.source === 'staff' ? 'edit_reply' : 'generate_reply'}`,
        entity: target.kind,
        entityId: target.id,
        before: { reply_text: previousText },
        after: { reply_text: draft.text, source: draft.source },
        at,
      });
      return view(
        caller,
        target,
        { reply_text: draft.text, reply_updated_at: at, reply_updated_by: caller.userId },
        draft.source,
      );
    },
  };
};

export type ReplyDraftService = ReturnType<typeof createReplyDraftService>;
