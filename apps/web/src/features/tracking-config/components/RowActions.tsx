import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { useT } from '../../../app/i18n/useT';

type RowActionsProps = { name: string; onEdit: () => void; onDelete: () => void };

/** Edit and delete (after a confirmation naming the row) for one configuration row. */
export const RowActions = ({ name, onEdit, onDelete }: RowActionsProps) => {
  const t = useT();
  return (
    <Space size={0}>
      <Button size="mini" type="text" onClick={onEdit} aria-label={`${t('trackingConfig.edit')} ${name}`}>
        {t('trackingConfig.edit')}
      </Button>
      <Popconfirm
        title={t('trackingConfig.delete.confirm', { name })}
        okText={t('trackingConfig.delete')}
        cancelText={t('trackingConfig.cancel')}
        okButtonProps={{ status: 'danger' }}
        onOk={onDelete}
      >
        <Button size="mini" type="text" status="danger" aria-label={`${t('trackingConfig.delete')} ${name}`}>
          {t('trackingConfig.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
};
