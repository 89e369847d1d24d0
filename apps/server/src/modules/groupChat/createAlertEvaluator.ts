import type { TAlertRuleKind } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { commentLink } from '../comments/commentLink';
import { createMessageService } from '../messages/service';
import { alertRuleName } from './alertRuleName';
import { commentCard } from './commentCard';
import { groupChatWord } from './groupChatWord';
import { type AlertCandidate, type AlertRuleRow, createGroupChatRepository } from './repository';
import type { GroupChatService } from './service';

const HOUR_MS = 3_600_000;
/** A lead older than this when its rule is evaluated is history, not something to chase now. */
const LEAD_LOOKBACK_MS = 7 * 24 * HOUR_MS;
/** A negative published longer ago than this is not "new", however recently it was imported. */
const NEW_NEGATIVE_MS = 24 * HOUR_MS;
/** Comments shown on one alert card; the message says how many there are in all. */
const CARD_COMMENTS = 5;
/** Why an alert did not reach the group goes to the logs, read in English. */
const LOG_LANGUAGE = 'en-US';

/** Rules evaluated right after comments are written; waiting leads are found by the timer. */
const ON_WRITE: TAlertRuleKind[] = ['negative', 'negative_burst'];
const ALL: TAlertRuleKind[] = ['negative', 'negative_burst', 'lead_waiting'];

/**
 * Evaluates alert rules. Every matching comment is first claimed — one row per (rule, comment) under a
 * primary key — and only what this call claimed is sent, so a comment alerts once per rule even when several
 * server processes evaluate at the same moment. Sent: a card to the tenant's group, and a to-do in the
 * message box of the managers, admins and the staff following the comments.
 */
export const createAlertEvaluator = (deps: AppDeps, groupChat: GroupChatService) => {
  const repository = createGroupChatRepository(deps.db);
  const messages = createMessageService(deps);
  /** Evaluations started after a write, so closing the server waits for them. */
  const pending = new Set<Promise<void>>();

  const candidatesOf = (rule: AlertRuleRow, now: number): Promise<AlertCandidate[]> => {
    if (rule.kind === 'negative') return repository.newNegatives(rule, now - NEW_NEGATIVE_MS);
    if (rule.kind === 'negative_burst') return repository.negativeBursts(rule, now - HOUR_MS);
    const waited = (rule.hours ?? 0) * HOUR_MS;
    return repository.waitingLeads(
      rule,
      Math.max(rule.created_at, now) - waited - LEAD_LOOKBACK_MS,
      now - waited,
    );
  };

  const announce = async (rule: AlertRuleRow, claimed: AlertCandidate[]): Promise<void> => {
    const cards = await groupChat.cardComments(
      rule.tenant_id,
      claimed.slice(0, CARD_COMMENTS).map((comment) => comment.id),
    );
    const [first] = cards;
    if (!first) return;
    const posted = await groupChat.postToTenantGroup(
      rule.tenant_id,
      ({ appUrl, cardLanguage }) =>
        commentCard(cards, {
          language: cardLanguage,
          origin: appUrl,
          title: groupChatWord(cardLanguage, 'alertCardTitle', { rule: alertRuleName(rule, cardLanguage) }),
          footer: groupChatWord(cardLanguage, 'alertCardFooter', { count: claimed.length }),
          template: 'red',
        }),
      LOG_LANGUAGE,
    );
    if (!posted.ok && !('notConfigured' in posted && posted.notConfigured)) {
      deps.log.warn(
        { tenantId: rule.tenant_id, ruleId: rule.id, code: posted.code },
        'alert not posted to group',
      );
    }
    const staff = claimed
      .map((comment) => comment.process_staff_id)
      .filter((id): id is number => id !== null);
    await messages.notify({
      tenantId: rule.tenant_id,
      userIds: await repository.alertRecipients(rule.tenant_id, staff),
      event: `alert_${rule.kind}`,
      params: {
        count: claimed.length,
        comment: first.content.slice(0, 200),
        note: first.note_title ?? '',
        threshold: rule.threshold ?? 0,
        hours: rule.hours ?? 0,
      },
      link: commentLink(first),
    });
  };

  /** One rule: find, claim, send what this call claimed. */
  const evaluateRule = async (rule: AlertRuleRow): Promise<number> => {
    const now = deps.now();
    const candidates = await candidatesOf(rule, now);
    const claimedIds = new Set(
      await repository.claim(
        rule,
        candidates.map((comment) => comment.id),
        now,
      ),
    );
    const claimed = candidates.filter((comment) => claimedIds.has(comment.id));
    if (claimed.length > 0) await announce(rule, claimed);
    return claimed.length;
  };

  const evaluate = async (kinds: TAlertRuleKind[], tenantId?: number): Promise<number> => {
    let alerted = 0;
    for (const rule of await repository.enabledRules(kinds, tenantId)) {
      try {
        alerted += await evaluateRule(rule);
      } catch (error) {
        deps.log.error({ err: error, ruleId: rule.id }, 'alert rule evaluation failed');
      }
    }
    return alerted;
  };

  return {
    /** Every enabled rule of one tenant (or all tenants); answers how many comments alerted. */
    evaluate: (tenantId?: number) => evaluate(ALL, tenantId),

    /** After comments were written or relabelled: evaluates in the background, never failing the write. */
    afterCommentsWritten: (tenantId: number): void => {
      const run = evaluate(ON_WRITE, tenantId).then(
        () => undefined,
        (error: unknown) => deps.log.error({ err: error, tenantId }, 'alert evaluation failed'),
      );
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },

    /** Evaluates every rule of every tenant each `intervalMs` (waiting leads need a clock); returns the stop. */
    startTimer: (intervalMs: number): (() => void) => {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        void evaluate(ALL).finally(() => {
          running = false;
        });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },

    /** Waits for background evaluations (server close). */
    drain: async (): Promise<void> => {
      await Promise.all([...pending]);
    },
  };
};

export type AlertEvaluator = ReturnType<typeof createAlertEvaluator>;
