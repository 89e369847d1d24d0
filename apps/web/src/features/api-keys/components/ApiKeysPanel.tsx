import { Badge, Button, Form, Input, Space, Table, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { INGEST_MAX_ITEMS, type TApiKey, type TCreatedApiKey } from '@notedesk/contract';
import { useState } from 'react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { ConfirmButton } from '@/app/ui/ConfirmButton';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useApiKeys } from '../hooks/useApiKeys';
import { useCreateApiKey } from '../hooks/useCreateApiKey';
import { useRevokeApiKey } from '../hooks/useRevokeApiKey';
import { IngestUsage } from './IngestUsage';
import { NewKeyModal } from './NewKeyModal';
import './ApiKeysPanel.css';

/** Admins: the tenant's keys for crawlers (create, shown once; revoke), and how a crawler uses one. */
export const ApiKeysPanel = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const keys = useApiKeys();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);

  const create = useCreateApiKey((key) => {
    setCreated(key);
    setName('');
  });
  const revoke = useRevokeApiKey();

  const submit = () => {
    if (!name.trim()) setMissing(true);
    else create.mutate(name.trim());
  };
  const time = (value: string | null) => (value ? formatDateTime(value, locale) : '—');

  const columns = [
    { title: t('apiKeys.column.name'), dataIndex: 'name', width: 180 },
    {
      title: t('apiKeys.column.prefix'),
      dataIndex: 'prefix',
      width: 160,
      render: (value: string) => <code>{value}…</code>,
    },
    { title: t('apiKeys.column.createdAt'), dataIndex: 'created_at', width: 170, render: time },
    {
      title: t('apiKeys.column.lastUsedAt'),
      dataIndex: 'last_used_at',
      width: 170,
      render: (value: string | null) => (value ? time(value) : t('apiKeys.neverUsed')),
    },
    {
      title: t('apiKeys.column.status'),
      dataIndex: 'revoked_at',
      width: 170,
      render: (value: string | null) =>
        value ? (
          <Badge status="default" text={t('apiKeys.status.revoked', { at: time(value) })} />
        ) : (
          <Badge status="success" text={t('apiKeys.status.active')} />
        ),
    },
    {
      title: t('apiKeys.column.actions'),
      dataIndex: 'actions',
      render: (_: unknown, key: TApiKey) =>
        key.revoked_at ? null : (
          <ConfirmButton
            danger
            label={t('apiKeys.revoke')}
            title={t('apiKeys.revokeConfirm', { name: key.name })}
            cancelText={t('apiKeys.cancel')}
            onOk={() => revoke.mutateAsync(key.id).catch(() => undefined)}
          />
        ),
    },
  ];

  return (
    <div>
      <Typography.Paragraph type="secondary">{t('apiKeys.description')}</Typography.Paragraph>
      <Form layout="inline" onSubmit={submit} style={{ marginBottom: 16 }}>
        <Form.Item
          label={t('apiKeys.name')}
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('apiKeys.nameRequired') : undefined}
        >
          <Input
            aria-label={t('apiKeys.name')}
            placeholder={t('apiKeys.namePlaceholder')}
            maxLength={64}
            value={name}
            style={{ width: 260 }}
            onChange={(value) => {
              setName(value);
              setMissing(false);
            }}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<IconPlus />} loading={create.isPending}>
              {t('apiKeys.create')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <LoadFailed query={keys} message={(reason) => t('apiKeys.loadFailed', { reason })} />
      <Table
        rowKey="id"
        loading={keys.isFetching}
        columns={columns}
        data={keys.data ?? []}
        pagination={false}
        noDataElement={t('apiKeys.empty')}
      />
      <IngestUsage />
      <Typography.Paragraph type="secondary">
        {t('apiKeys.usage.batch', { max: INGEST_MAX_ITEMS })}
      </Typography.Paragraph>
      <NewKeyModal created={created} onClose={() => setCreated(null)} />
    </div>
  );
};
