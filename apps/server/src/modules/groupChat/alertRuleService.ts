import type { TAlertRule, TAlertRuleInput, TAlertRuleList } from '@notedesk/contract';
import { findOwned } from '../../db/findOwned';
import type { AppDeps } from '../../deps';
import { fieldRequired, notFound } from '../../http/AppError';
import { toIso } from '../../time';
import { createAuditRepository } from '../audit/repository';
import type { AuthContext } from '../auth/authContext';
import { type AlertRuleRow, createGroupChatRepository, type NewAlertRule } from './repository';

const ruleView = (row: AlertRuleRow): TAlertRule => ({
  id: row.id,
  kind: row.kind,
  neg_type: row.neg_type as TAlertRule['neg_type'],
  product:
    row.product_id === null ? null : { id: row.product_id, name: row.product_name ?? String(row.product_id) },
  threshold: row.threshold,
  hours: row.hours,
  enabled: row.enabled === 1,
  created_at: toIso(row.created_at),
});

/** Managers set the tenant's alert rules; each kind keeps only the settings it uses. */
export const createAlertRuleService = (deps: AppDeps) => {
  const repository = createGroupChatRepository(deps.db);
  const audit = createAuditRepository(deps.db);

  const checked = async (caller: AuthContext, input: TAlertRuleInput): Promise<NewAlertRule> => {
    if (input.kind === 'negative_burst' && input.threshold === null) throw fieldRequired('threshold');
    if (input.kind === 'lead_waiting' && input.hours === null) throw fieldRequired('hours');
    const negative = input.kind === 'negative';
    if (negative && input.product_id !== null)
      await findOwned(deps.db, 'products', caller.tenantId, input.product_id);
    return {
      kind: input.kind,
      neg_type: negative ? input.neg_type : null,
      product_id: negative ? input.product_id : null,
      threshold: input.kind === 'negative_burst' ? input.threshold : null,
      hours: input.kind === 'lead_waiting' ? input.hours : null,
      enabled: input.enabled ? 1 : 0,
    };
  };

  const requireRule = async (caller: AuthContext, id: number): Promise<AlertRuleRow> => {
    const rule = await repository.findRule(caller.tenantId, id);
    if (!rule) throw notFound('entityAlertRule');
    return rule;
  };

  const record = (caller: AuthContext, action: string, id: number, before: unknown, after: unknown) =>
    audit.record({
      tenantId: caller.tenantId,
      userId: caller.userId,
      action: `alert_rule.${action}`,
      entity: 'alert_rule',
      entityId: id,
      before: before ?? {},
      after: after ?? {},
      at: deps.now(),
    });

  return {
    list: async (caller: AuthContext): Promise<TAlertRuleList> => ({
      items: (await repository.listRules(caller.tenantId)).map(ruleView),
    }),

    create: async (caller: AuthContext, input: TAlertRuleInput): Promise<TAlertRule> => {
      const rule = await checked(caller, input);
      const id = await repository.insertRule(caller.tenantId, rule, caller.userId, deps.now());
      await record(caller, 'create', id, undefined, rule);
      return ruleView(await requireRule(caller, id));
    },

    update: async (caller: AuthContext, id: number, input: TAlertRuleInput): Promise<TAlertRule> => {
      const before = await requireRule(caller, id);
      const rule = await checked(caller, input);
      await repository.updateRule(caller.tenantId, id, rule);
      await record(caller, 'update', id, ruleView(before), rule);
      return ruleView(await requireRule(caller, id));
    },

    remove: async (caller: AuthContext, id: number): Promise<TAlertRuleList> => {
      const before = await requireRule(caller, id);
      await repository.deleteRule(caller.tenantId, id);
      await record(caller, 'delete', id, ruleView(before), undefined);
      return { items: (await repository.listRules(caller.tenantId)).map(ruleView) };
    },
  };
};

export type AlertRuleService = ReturnType<typeof createAlertRuleService>;
