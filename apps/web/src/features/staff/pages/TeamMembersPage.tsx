import {
  Badge,
  Button,
  Card,
  Message,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { ROLES, type TRole, type TStaffAccount } from '@notedesk/contract';
import { useState } from 'react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { useUserStore } from '@/app/stores/useUserStore';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { CreateStaffModal } from '../components/CreateStaffModal';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { useCreateStaff } from '../hooks/useCreateStaff';
import { useResetStaffPassword } from '../hooks/useResetStaffPassword';
import { useStaffList } from '../hooks/useStaffList';
import { useUpdateStaff } from '../hooks/useUpdateStaff';

/** Admin only: the tenant's staff accounts. */
export const TeamMembersPage = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const me = useUserStore((state) => state.user);
  const staff = useStaffList();
  const [creating, setCreating] = useState(false);
  const [resetting, setResetting] = useState<TStaffAccount | null>(null);
  const create = useCreateStaff((account) => {
    setCreating(false);
    Message.success(t('team.created', { name: account.username }));
  });
  const update = useUpdateStaff(() => Message.success(t('team.updated')));
  const reset = useResetStaffPassword((account) => {
    setResetting(null);
    Message.success(t('team.passwordReset', { name: account.username }));
  });

  const columns = [
    { title: t('team.column.username'), dataIndex: 'username', width: 150 },
    { title: t('team.column.fullName'), dataIndex: 'full_name', width: 150 },
    {
      title: t('team.column.role'),
      dataIndex: 'role',
      width: 150,
      render: (_: unknown, account: TStaffAccount) => (
        <Select
          size="small"
          style={{ width: 120 }}
          value={account.role}
          disabled={account.id === me?.id}
          aria-label={t('team.column.role')}
          options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          onChange={(role: TRole) => update.mutate({ id: account.id, role })}
        />
      ),
    },
    {
      title: t('team.column.status'),
      dataIndex: 'disabled',
      width: 110,
      render: (_: unknown, account: TStaffAccount) =>
        account.disabled ? (
          <Badge status="default" text={t('team.status.disabled')} />
        ) : (
          <Badge status="success" text={t('team.status.active')} />
        ),
    },
    {
      title: t('team.column.createdAt'),
      dataIndex: 'created_at',
      width: 170,
      render: (value: string) => formatDateTime(value, locale),
    },
    {
      title: t('team.column.lastLoginAt'),
      dataIndex: 'last_login_at',
      width: 170,
      render: (value: string | null) => (value ? formatDateTime(value, locale) : t('team.never')),
    },
    {
      title: t('team.column.actions'),
      dataIndex: 'actions',
      render: (_: unknown, account: TStaffAccount) =>
        account.id === me?.id ? (
          <Typography.Text type="secondary">{t('team.action.self')}</Typography.Text>
        ) : (
          <Space>
            <Popconfirm
              title={account.disabled ? t('team.action.enableConfirm') : t('team.action.disableConfirm')}
              okText={t('team.form.submit')}
              cancelText={t('team.form.cancel')}
              onOk={() => update.mutate({ id: account.id, disabled: !account.disabled })}
            >
              <Button size="mini" type="text" status={account.disabled ? 'default' : 'danger'}>
                {account.disabled ? t('team.action.enable') : t('team.action.disable')}
              </Button>
            </Popconfirm>
            <Button
              size="mini"
              type="text"
              onClick={() => {
                // A refusal of the previous reset is not this one's.
                reset.reset();
                setResetting(account);
              }}
            >
              {t('team.action.resetPassword')}
            </Button>
          </Space>
        ),
    },
  ];

  return (
    <Card
      bordered={false}
      title={t('team.title')}
      extra={
        <Button
          type="primary"
          icon={<IconPlus />}
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
        >
          {t('team.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('team.description')}</Typography.Paragraph>
      <Table
        rowKey="id"
        loading={staff.isFetching}
        columns={columns}
        data={staff.data ?? []}
        pagination={{ pageSize: 20, showTotal: true, hideOnSinglePage: false }}
        noDataElement={t('team.empty')}
      />
      <CreateStaffModal
        visible={creating}
        submitting={create.isPending}
        onSubmit={(input) => create.mutate(input)}
        onCancel={() => setCreating(false)}
        error={create.error}
      />
      <ResetPasswordModal
        account={resetting}
        submitting={reset.isPending}
        onSubmit={(password) => resetting && reset.mutate({ id: resetting.id, password })}
        onCancel={() => setResetting(null)}
        error={reset.error}
      />
    </Card>
  );
};
