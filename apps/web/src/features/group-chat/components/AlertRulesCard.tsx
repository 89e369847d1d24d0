import {
  Button,
  Card,
  Empty,
  InputNumber,
  Message,
  Select,
  Space,
  Switch,
  Table,
  Typography,
} from '@arco-design/web-react';
import {
  ALERT_RULE_KINDS,
  NEG_TYPES,
  type TAlertRule,
  type TAlertRuleKind,
  type TNegType,
} from '@notedesk/contract';
import { useState } from 'react';
import { useT } from '@/app/i18n/useT';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { ConfirmButton } from '@/app/ui/ConfirmButton';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useAlertRules } from '../hooks/useAlertRules';
import { useRemoveAlertRule } from '../hooks/useRemoveAlertRule';
import { useSaveAlertRule } from '../hooks/useSaveAlertRule';
import { alertRuleText } from './alertRuleText';

type Draft = {
  kind: TAlertRuleKind;
  neg_type: TNegType | undefined;
  product_id: number | undefined;
  threshold: number | undefined;
  hours: number | undefined;
};

const NEW_RULE: Draft = {
  kind: 'negative',
  neg_type: undefined,
  product_id: undefined,
  threshold: 5,
  hours: 2,
};

/** Managers: alert rules (what posts to the group and to the message box of the staff concerned). */
export const AlertRulesCard = () => {
  const t = useT();
  const rules = useAlertRules();
  const products = useTenantStore((state) => state.tenant?.product_list ?? []);
  const [draft, setDraft] = useState<Draft>(NEW_RULE);
  const save = useSaveAlertRule(() => Message.success(t('groupChat.rules.saved')));
  const remove = useRemoveAlertRule();
  const inputOf = (rule: Draft | TAlertRule, enabled: boolean) => ({
    kind: rule.kind,
    neg_type: rule.neg_type ?? null,
    product_id: ('product' in rule ? rule.product?.id : rule.product_id) ?? null,
    threshold: rule.kind === 'negative_burst' ? (rule.threshold ?? null) : null,
    hours: rule.kind === 'lead_waiting' ? (rule.hours ?? null) : null,
    enabled,
  });

  return (
    <Card bordered={false} title={t('groupChat.rules.title')} className="alert-rules">
      <Typography.Paragraph type="secondary">{t('groupChat.rules.description')}</Typography.Paragraph>
      <Space wrap className="alert-rules__new" data-testid="alert-rule-new">
        <Select
          aria-label={t('groupChat.rules.kind')}
          style={{ width: 260 }}
          value={draft.kind}
          onChange={(kind: TAlertRuleKind) => setDraft({ ...draft, kind })}
          options={ALERT_RULE_KINDS.map((kind) => ({ value: kind, label: t(`groupChat.kind.${kind}`) }))}
        />
        {draft.kind === 'negative' ? (
          <>
            <Select
              aria-label={t('groupChat.rules.negType')}
              placeholder={t('groupChat.rules.anyNegType')}
              allowClear
              style={{ width: 160 }}
              value={draft.neg_type}
              onChange={(neg_type?: TNegType) => setDraft({ ...draft, neg_type })}
              options={NEG_TYPES.map((type) => ({ value: type, label: t(`comments.negType.${type}`) }))}
            />
            <Select
              aria-label={t('groupChat.rules.product')}
              placeholder={t('groupChat.rules.anyProduct')}
              allowClear
              showSearch
              style={{ width: 180 }}
              value={draft.product_id}
              onChange={(product_id?: number) => setDraft({ ...draft, product_id })}
              options={products.map((product) => ({ value: product.id, label: product.name }))}
            />
          </>
        ) : null}
        {draft.kind === 'negative_burst' ? (
          <InputNumber
            aria-label={t('groupChat.rules.threshold')}
            prefix={t('groupChat.rules.threshold')}
            min={1}
            max={10_000}
            precision={0}
            style={{ width: 200 }}
            value={draft.threshold}
            onChange={(threshold) => setDraft({ ...draft, threshold })}
          />
        ) : null}
        {draft.kind === 'lead_waiting' ? (
          <InputNumber
            aria-label={t('groupChat.rules.hours')}
            prefix={t('groupChat.rules.hours')}
            min={1}
            max={720}
            precision={0}
            style={{ width: 200 }}
            value={draft.hours}
            onChange={(hours) => setDraft({ ...draft, hours })}
          />
        ) : null}
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => save.mutate({ input: inputOf(draft, true) })}
        >
          {t('groupChat.rules.add')}
        </Button>
      </Space>
      {rules.isError ? (
        <LoadFailed query={rules} message={(reason) => t('groupChat.rules.loadFailed', { reason })} />
      ) : (
        <Table
          rowKey="id"
          size="small"
          loading={rules.isPending}
          data={rules.data?.items ?? []}
          pagination={false}
          noDataElement={<Empty description={t('groupChat.rules.empty')} />}
          columns={[
            {
              title: t('groupChat.rules.rule'),
              render: (_: unknown, rule: TAlertRule) => alertRuleText(rule, t),
            },
            {
              title: t('groupChat.rules.enabled'),
              width: 100,
              render: (_: unknown, rule: TAlertRule) => (
                <Switch
                  size="small"
                  aria-label={t('groupChat.rules.enabled')}
                  checked={rule.enabled}
                  onChange={(enabled) => save.mutate({ id: rule.id, input: inputOf(rule, enabled) })}
                />
              ),
            },
            {
              title: t('groupChat.rules.actions'),
              width: 100,
              render: (_: unknown, rule: TAlertRule) => (
                <ConfirmButton
                  label={t('groupChat.rules.delete')}
                  title={t('groupChat.rules.deleteConfirm')}
                  cancelText={t('groupChat.cancel')}
                  danger
                  onOk={() => remove.mutateAsync(rule.id)}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
};
