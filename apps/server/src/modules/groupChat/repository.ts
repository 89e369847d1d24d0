import type { TAlertRuleKind } from '@notedesk/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { isRowId } from '../../db/rowId';
import { saveTenantRow } from '../../db/saveTenantRow';
import type { Database } from '../../db/schema';
import type { Language } from '../../http/language';

export type GroupBotRow = {
  webhookUrl: string;
  appUrl: string;
  secretEncrypted: string | null;
  cardLanguage: Language;
  updatedBy: number | null;
  updatedAt: number;
};

export type AlertRuleRow = {
  id: number;
  tenant_id: number;
  kind: TAlertRuleKind;
  neg_type: string | null;
  product_id: number | null;
  product_name: string | null;
  threshold: number | null;
  hours: number | null;
  enabled: number;
  created_at: number;
};

export type NewAlertRule = {
  kind: TAlertRuleKind;
  neg_type: string | null;
  product_id: number | null;
  threshold: number | null;
  hours: number | null;
  enabled: number;
};

/** A comment an alert rule matched, with what the alert needs to say and whom to tell. */
export type AlertCandidate = { id: number; note_id: number | null; process_staff_id: number | null };

/** PostgreSQL answers bigint columns as strings. */
const count = (value: unknown): number => Number(value ?? 0);

/** Candidates one evaluation looks at per rule; the rest are found by the next one. */
const CANDIDATES_MAX = 200;

/** Comments not yet alerted by `rule`. */
const notAlerted =
  (rule: { id: number }) =>
  ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'comments'>) =>
    not(
      exists(
        selectFrom('alert_hits')
          .select('alert_hits.rule_id')
          .where('alert_hits.rule_id', '=', rule.id)
          .whereRef('alert_hits.comment_id', '=', 'comments.id'),
      ),
    );

/** The tenant's group bot, its alert rules and the alerts claimed (one per rule and comment). */
export const createGroupChatRepository = (db: Kysely<Database>) => {
  const rules = () =>
    db
      .selectFrom('alert_rules')
      .leftJoin('products', 'products.id', 'alert_rules.product_id')
      .select([
        'alert_rules.id',
        'alert_rules.tenant_id',
        'alert_rules.kind',
        'alert_rules.neg_type',
        'alert_rules.product_id',
        'products.name as product_name',
        'alert_rules.threshold',
        'alert_rules.hours',
        'alert_rules.enabled',
        'alert_rules.created_at',
      ]);
  const live = () =>
    db.selectFrom('comments').select(['comments.id', 'comments.note_id', 'comments.process_staff_id']);
  const toRule = (row: AlertRuleRow): AlertRuleRow => ({ ...row, created_at: count(row.created_at) });

  return {
    findBot: async (tenantId: number): Promise<GroupBotRow | undefined> => {
      const row = await db
        .selectFrom('group_bots')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .executeTakeFirst();
      return (
        row && {
          webhookUrl: row.webhook_url,
          appUrl: row.app_url,
          secretEncrypted: row.secret_encrypted,
          cardLanguage: row.card_language === 'en-US' ? 'en-US' : 'zh-CN',
          updatedBy: row.updated_by,
          updatedAt: count(row.updated_at),
        }
      );
    },

    saveBot: (tenantId: number, bot: GroupBotRow): Promise<void> =>
      saveTenantRow(db, 'group_bots', tenantId, {
        webhook_url: bot.webhookUrl,
        app_url: bot.appUrl,
        secret_encrypted: bot.secretEncrypted,
        card_language: bot.cardLanguage,
        updated_by: bot.updatedBy,
        updated_at: bot.updatedAt,
      }),

    listRules: async (tenantId: number): Promise<AlertRuleRow[]> =>
      (await rules().where('alert_rules.tenant_id', '=', tenantId).orderBy('alert_rules.id').execute()).map(
        toRule,
      ),

    findRule: async (tenantId: number, id: number): Promise<AlertRuleRow | undefined> => {
      // An id no row can have matches nothing (and must not reach PostgreSQL's int4 comparison).
      if (!isRowId(id)) return undefined;
      const row = await rules()
        .where('alert_rules.tenant_id', '=', tenantId)
        .where('alert_rules.id', '=', id)
        .executeTakeFirst();
      return row && toRule(row);
    },

    /** Enabled rules of `kinds`, of one tenant or (for the timer) of every tenant. */
    enabledRules: async (kinds: TAlertRuleKind[], tenantId?: number): Promise<AlertRuleRow[]> => {
      let query = rules().where('alert_rules.enabled', '=', 1).where('alert_rules.kind', 'in', kinds);
      if (tenantId !== undefined) query = query.where('alert_rules.tenant_id', '=', tenantId);
      return (await query.orderBy('alert_rules.id').execute()).map(toRule);
    },

    insertRule: async (tenantId: number, rule: NewAlertRule, by: number, at: number): Promise<number> => {
      const row = await db
        .insertInto('alert_rules')
        .values({ tenant_id: tenantId, ...rule, created_by: by, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    updateRule: async (tenantId: number, id: number, rule: NewAlertRule): Promise<void> => {
      await db
        .updateTable('alert_rules')
        .set(rule)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    deleteRule: async (tenantId: number, id: number): Promise<void> => {
      await db.deleteFrom('alert_rules').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    },

    /**
     * Negatives (of the rule's type and product) published from `since` on that arrived since the rule was
     * made, not yet alerted: an import of last year's comments is history, not news for the group.
     */
    newNegatives: (rule: AlertRuleRow, since: number): Promise<AlertCandidate[]> => {
      let query = live()
        .where('comments.tenant_id', '=', rule.tenant_id)
        .where('comments.deleted_at', 'is', null)
        .where('comments.cls_type', '=', 0)
        .where('comments.published_at', '>=', since)
        .where('comments.created_at', '>=', rule.created_at);
      if (rule.neg_type !== null) query = query.where('comments.neg_type', '=', rule.neg_type);
      if (rule.product_id !== null) query = query.where('comments.product_id', '=', rule.product_id);
      return query.where(notAlerted(rule)).orderBy('comments.id').limit(CANDIDATES_MAX).execute();
    },

    /**
     * The negatives, published from `since` on, of each note holding more than `threshold` of them — those
     * that arrived since the rule was made (so an old backlog does not alert when a rule is added).
     */
    negativeBursts: async (rule: AlertRuleRow, since: number): Promise<AlertCandidate[]> => {
      const recentNegatives = (eb: ExpressionBuilder<Database, 'comments'>) =>
        eb.and([
          eb('comments.tenant_id', '=', rule.tenant_id),
          eb('comments.deleted_at', 'is', null),
          eb('comments.cls_type', '=', 0),
          eb('comments.note_id', 'is not', null),
          eb('comments.published_at', '>=', since),
          eb('comments.created_at', '>=', rule.created_at),
        ]);
      const notes = await db
        .selectFrom('comments')
        .select('comments.note_id')
        .where(recentNegatives)
        .groupBy('comments.note_id')
        .having((eb) => eb.fn.countAll(), '>', rule.threshold ?? 0)
        .execute();
      const noteIds = notes.map((row) => row.note_id).filter((id): id is number => id !== null);
      if (noteIds.length === 0) return [];
      return live()
        .where(recentNegatives)
        .where('comments.note_id', 'in', noteIds)
        .where(notAlerted(rule))
        .orderBy('comments.id')
        .limit(CANDIDATES_MAX)
        .execute();
    },

    /** Sales leads published before `before` (since `from`) with no follow-up status set yet. */
    waitingLeads: (rule: AlertRuleRow, from: number, before: number): Promise<AlertCandidate[]> =>
      live()
        .where('comments.tenant_id', '=', rule.tenant_id)
        .where('comments.deleted_at', 'is', null)
        .where('comments.cls_type', '=', 1)
        .where('comments.process_status', '=', 0)
        .where('comments.process_updated_at', 'is', null)
        .where('comments.published_at', '>=', from)
        .where('comments.published_at', '<=', before)
        .where(notAlerted(rule))
        .orderBy('comments.id')
        .limit(CANDIDATES_MAX)
        .execute(),

    /**
     * Claims (rule, comment) pairs; answers the comment ids this call claimed. The primary key makes a pair
     * claimable once, so two processes evaluating together each get a disjoint share (maybe none).
     */
    claim: async (rule: AlertRuleRow, commentIds: number[], at: number): Promise<number[]> => {
      if (commentIds.length === 0) return [];
      const claimed = await db
        .insertInto('alert_hits')
        .values(
          commentIds.map((commentId) => ({
            rule_id: rule.id,
            comment_id: commentId,
            tenant_id: rule.tenant_id,
            created_at: at,
          })),
        )
        .onConflict((conflict) => conflict.columns(['rule_id', 'comment_id']).doNothing())
        .returning('comment_id')
        .execute();
      return claimed.map((row) => row.comment_id);
    },

    /** Active staff told of alerts: the tenant's managers and admins, and the staff following the comments. */
    alertRecipients: async (tenantId: number, staffIds: number[]): Promise<number[]> => {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('disabled', '=', 0)
        .where((eb) =>
          staffIds.length > 0
            ? eb.or([eb('role', 'in', ['manager', 'admin']), eb('id', 'in', staffIds)])
            : eb('role', 'in', ['manager', 'admin']),
        )
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },
  };
};

export type GroupChatRepository = ReturnType<typeof createGroupChatRepository>;
