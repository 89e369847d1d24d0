import type { Language } from '../../http/language';
import { planCommentReply } from '../replies/planCommentReply';
import type { ReplyDraftResult, ReplyEngine } from '../replies/replyEngine';
import { replyFlagOf } from '../replies/replyFlagOf';
import { NO_DRAFT_POLICIES } from '../replies/replyPolicy';
import { withComplianceFilter } from '../replies/withComplianceFilter';
import type { LlmGateway } from './createLlmGateway';
import { fallbackNote } from './fallbackNote';
import { commentReplyPrompt, noteReplyPrompt, parseReply } from './replyPrompt';

/** Generous for a 500-character reply in Chinese. */
const REPLY_MAX_TOKENS = 800;

/**
 * The tenant's LLM drafting replies, with `fallback` (the embedded templates) when replies are off for the
 * tenant, or with a visible note when the LLM times out, fails, answers nothing usable or is over quota.
 * The reply policy's compliance filter rewrites what the LLM wrote, as it does template drafts.
 */
export const createLlmReplyEngine = (
  gateway: LlmGateway,
  fallback: ReplyEngine,
  options: { timeoutMs: number },
): ReplyEngine => {
  const draft = async <C extends { tenantId: number; language?: Language }>(
    context: C,
    prompt: (context: C) => ReturnType<typeof commentReplyPrompt>,
    template: (context: C) => Promise<ReplyDraftResult>,
  ): Promise<ReplyDraftResult> => {
    const outcome = await gateway.run(
      context.tenantId,
      'reply',
      prompt(context),
      parseReply,
      REPLY_MAX_TOKENS,
    );
    if (outcome.kind === 'off') return template(context);
    if (outcome.kind === 'fallback') {
      const drafted = await template(context);
      const why = fallbackNote(outcome.reason, 'templates', context.language ?? 'zh-CN', options.timeoutMs);
      // One note a line, as the compliance filter adds its own.
      return { ...drafted, note: [why, drafted.note].filter(Boolean).join('\n') };
    }
    return withComplianceFilter({ text: outcome.value, source: 'llm' });
  };

  return {
    draftCommentReply: async (context) => {
      const plan = planCommentReply(context);
      // Spam, trolls, @-mentions and a competitor's customers get no reply (the template policy); no tokens spent.
      if (NO_DRAFT_POLICIES.has(plan.policy)) return fallback.draftCommentReply(context);
      // A staff reply to a similar comment is the first source: offered before the LLM writes anything new.
      const staffTexts = (context.staffReplies ?? []).map((reply) => reply.text);
      if (staffTexts.length > 0 && !staffTexts.some((text) => (context.previousDraft ?? '').includes(text))) {
        return fallback.draftCommentReply(context);
      }
      const drafted = await draft(context, (c) => commentReplyPrompt(c, plan), fallback.draftCommentReply);
      const flag = replyFlagOf(plan);
      return flag ? { ...drafted, flag } : drafted;
    },
    draftNoteReply: (context) => draft(context, noteReplyPrompt, fallback.draftNoteReply),
  };
};
