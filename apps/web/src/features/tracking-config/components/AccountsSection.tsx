import { Button, Form, Input, Select, Table, Tag } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { PLATFORMS, type TAccountInput, type TConfigAccount } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { useRowEditor } from '../hooks/useRowEditor';
import { useTrackingChange } from '../hooks/useTrackingChange';
import { requiredText } from '../requiredText';
import { RowActions } from './RowActions';
import { SectionToolbar } from './SectionToolbar';
import { TrackingFormModal } from './TrackingFormModal';

/** The tenant's own accounts per platform: notes they publish are the tenant's own content. */
export const AccountsSection = ({ accounts }: { accounts: TConfigAccount[] }) => {
  const t = useT();
  const change = useTrackingChange();
  const editor = useRowEditor<TAccountInput>(change, 'accounts', (values) => values);
  const sorted = [...accounts].sort(
    (a, b) => PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform) || a.id - b.id,
  );
  return (
    <>
      <SectionToolbar help={t('trackingConfig.accounts.help')}>
        <Button
          type="primary"
          icon={<IconPlus />}
          onClick={() => editor.open(null, { platform: 'xhs', account_id: '', nickname: '' })}
        >
          {t('trackingConfig.accounts.add')}
        </Button>
      </SectionToolbar>
      <Table
        rowKey="id"
        data={sorted}
        pagination={false}
        noDataElement={t('trackingConfig.accounts.empty')}
        columns={[
          {
            title: t('platform.label'),
            dataIndex: 'platform',
            width: 120,
            render: (platform: TConfigAccount['platform']) => <Tag>{t(`platform.${platform}`)}</Tag>,
          },
          { title: t('trackingConfig.accounts.accountId'), dataIndex: 'account_id' },
          { title: t('trackingConfig.accounts.nickname'), dataIndex: 'nickname' },
          {
            title: t('trackingConfig.actions'),
            dataIndex: 'actions',
            width: 150,
            render: (_: unknown, account: TConfigAccount) => (
              <RowActions
                name={account.nickname || account.account_id}
                onEdit={() => editor.open(account.id, account)}
                onDelete={() => change.remove('accounts', account.id)}
              />
            ),
          },
        ]}
      />
      <TrackingFormModal
        title={editor.editing?.id ? t('trackingConfig.accounts.edit') : t('trackingConfig.accounts.add')}
        {...editor.modalProps}
      >
        <Form.Item label={t('platform.label')} field="platform" rules={[{ required: true }]}>
          <Select
            aria-label={t('platform.label')}
            options={PLATFORMS.map((platform) => ({ value: platform, label: t(`platform.${platform}`) }))}
          />
        </Form.Item>
        <Form.Item
          label={t('trackingConfig.accounts.accountId')}
          field="account_id"
          extra={t('trackingConfig.accounts.accountIdHelp')}
          rules={requiredText(t('trackingConfig.required'))}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('trackingConfig.accounts.nickname')} field="nickname">
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
      </TrackingFormModal>
      {change.modalHolder}
    </>
  );
};
