import { Button, Space } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import { ConfirmButton } from '@/app/ui/ConfirmButton';

type RowActionsProps = { name: string; onEdit: () => void; onDelete: () => void };

/** Edit and delete (after a confirmation naming the row) for one configuration row. */
export const RowActions = ({ name, onEdit, onDelete }: RowActionsProps) => {
  const t = useT();
  return (
    <Space size={0}>
      <Button size="mini" type="text" onClick={onEdit} aria-label={`${t('trackingConfig.edit')} ${name}`}>
        {t('trackingConfig.edit')}
      </Button>
      <ConfirmButton
        danger
        label={t('trackingConfig.delete')}
        title={t('trackingConfig.delete.confirm', { name })}
        cancelText={t('trackingConfig.cancel')}
        ariaLabel={`${t('trackingConfig.delete')} ${name}`}
        onOk={onDelete}
      />
    </Space>
  );
};
