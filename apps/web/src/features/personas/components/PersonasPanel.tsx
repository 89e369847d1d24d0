import { Button, Message, Space, Table, Tooltip, Typography } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { isPermitted, PERMISSIONS, type TPersona } from '@notedesk/contract';
import { useState } from 'react';
import { HttpError } from '@/app/http/HttpError';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { useUserStore } from '@/app/stores/useUserStore';
import { ConfirmButton } from '@/app/ui/ConfirmButton';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { useDeletePersona } from '../hooks/useDeletePersona';
import { usePersonaList } from '../hooks/usePersonaList';
import { useSavePersona } from '../hooks/useSavePersona';
import { PersonaFormModal } from './PersonaFormModal';

const lineCount = (text: string) => text.split('\n').filter((line) => line.trim() !== '').length;

/** The tenant's reply personas: everyone sees them; managers and admins create, edit and delete. */
export const PersonasPanel = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const role = useUserStore((state) => state.role);
  const canWrite = isPermitted(PERMISSIONS.personas.write, role);
  const personas = usePersonaList();
  const [editing, setEditing] = useState<TPersona | 'new' | null>(null);
  const [failure, setFailure] = useState<{ field?: string; message: string } | null>(null);

  const open = (target: TPersona | 'new') => {
    setFailure(null);
    setEditing(target);
  };

  const save = useSavePersona({
    onSaved: (persona) => {
      setEditing(null);
      Message.success(t('personas.saved', { name: persona.name }));
    },
    onFailed: (error) => {
      // The form stays open with what was typed; a taken name is shown on its field.
      const message = error instanceof HttpError ? error.detail || error.message : String(error);
      setFailure({ field: error instanceof HttpError && error.status === 409 ? 'name' : undefined, message });
    },
  });
  const remove = useDeletePersona((persona) =>
    Message.success(t('personas.deleted', { name: persona.name })),
  );

  const columns = [
    { title: t('personas.column.name'), dataIndex: 'name', width: 160 },
    {
      title: t('personas.column.tone'),
      dataIndex: 'tone',
      render: (tone: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {tone || '—'}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('personas.column.signOff'),
      dataIndex: 'sign_off',
      width: 160,
      render: (value: string) => value || '—',
    },
    {
      title: t('personas.column.rules'),
      dataIndex: 'rules',
      width: 150,
      render: (_: unknown, persona: TPersona) => (
        <Tooltip
          content={
            <span style={{ whiteSpace: 'pre-line' }}>
              {`${persona.do_rules}\n${persona.dont_rules}`.trim() || '—'}
            </span>
          }
        >
          <span>
            {t('personas.rules.count', {
              do: lineCount(persona.do_rules),
              dont: lineCount(persona.dont_rules),
            })}
          </span>
        </Tooltip>
      ),
    },
    {
      title: t('personas.column.examples'),
      dataIndex: 'examples',
      width: 110,
      render: (examples: string[]) => t('personas.examples.count', { count: examples.length }),
    },
    {
      title: t('personas.column.updatedAt'),
      dataIndex: 'updated_at',
      width: 170,
      render: (value: string) => formatDateTime(value, locale),
    },
    ...(canWrite
      ? [
          {
            title: t('personas.column.actions'),
            dataIndex: 'actions',
            width: 150,
            render: (_: unknown, persona: TPersona) => (
              <Space>
                <Button size="mini" type="text" onClick={() => open(persona)}>
                  {t('personas.edit')}
                </Button>
                <ConfirmButton
                  danger
                  label={t('personas.delete')}
                  title={t('personas.deleteConfirm', { name: persona.name })}
                  cancelText={t('personas.form.cancel')}
                  onOk={() => remove.mutate(persona)}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="personas-panel">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} align="start">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('personas.description')} {canWrite ? null : t('personas.readOnly')}
        </Typography.Paragraph>
        {canWrite ? (
          <Button type="primary" icon={<IconPlus />} onClick={() => open('new')}>
            {t('personas.add')}
          </Button>
        ) : null}
      </Space>
      <LoadFailed query={personas} message={(reason) => t('personas.loadFailed', { reason })} />
      <Table
        rowKey="id"
        loading={personas.isFetching}
        columns={columns}
        data={personas.data ?? []}
        pagination={false}
        noDataElement={t('personas.empty')}
      />
      <PersonaFormModal
        editing={editing}
        submitting={save.isPending}
        failure={failure}
        onSubmit={(input) => {
          setFailure(null);
          save.mutate({ id: editing === null || editing === 'new' ? null : editing.id, input });
        }}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
};
