import type { TReplyDraft } from '@notedesk/contract';
import { changedByOther } from '../../changedByOther';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/AppError';
import { toIsoOrNull } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { createUserRepository } from '../users/repository';
import { createReplyDraftRepository, type ReplyTarget } from './repository';

/** The draft a comment or note holds now. */
export type CurrentDraft = {
  reply_text: string;
  reply_updated_at: number | null;
  reply_updated_by: number | null;
};

type Source = TReplyDraft['source'];

/**
 * Saving reply drafts of comments and notes alike: the version kept, the write audited, and a staff edit
 * over someone else's newer save refused with 409 and the current draft.
 */
export const createReplyDraftService = (deps: AppDeps) => {
  const drafts = createReplyDraftRepository(deps.db);
  const users = createUserRepository(deps.db);
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

    /** 409 when someone else saved after the version the caller last saw (`expected`, ISO or null). */
    assertUnchanged: async (
      caller: AuthContext,
      target: ReplyTarget,
      current: CurrentDraft,
      expected: string | null | undefined,
    ): Promise<void> => {
      if (expected === undefined) return;
      if (changedByOther(caller.userId, expected, current.reply_updated_at, current.reply_updated_by)) {
        throw conflict(await view(caller, target, current, 'staff'));
      }
    },

    save: async (
      caller: AuthContext,
      target: ReplyTarget,
      previousText: string,
      draft: { text: string; source: Source; personaId: number | null },
    ): Promise<TReplyDraft> => {
      const at = deps.now();
      await drafts.save(caller.tenantId, target, { ...draft, by: caller.userId, at });
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
      const saved = { reply_text: draft.text, reply_updated_at: at, reply_updated_by: caller.userId };
      return view(caller, target, saved, draft.source);
    },
  };
};

export type ReplyDraftService = ReturnType<typeof createReplyDraftService>;
