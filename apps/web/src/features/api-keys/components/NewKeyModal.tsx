import { Alert, Button, Message, Modal, Typography } from '@arco-design/web-react';
import { IconCopy } from '@arco-design/web-react/icon';
import type { TCreatedApiKey } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { copyText } from '@/app/ui/copyText';

type NewKeyModalProps = { created: TCreatedApiKey | null; onClose: () => void };

/** The only time a key is shown: copy it now, it cannot be read again. */
export const NewKeyModal = ({ created, onClose }: NewKeyModalProps) => {
  const t = useT();
  const copy = async () => {
    if (!created) return;
    if (await copyText(created.key)) Message.success(t('apiKeys.copied'));
    else Message.error(t('apiKeys.copyFailed'));
  };
  return (
    <Modal
      title={t('apiKeys.createdTitle', { name: created?.name ?? '' })}
      visible={created !== null}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('apiKeys.done')}
        </Button>
      }
    >
      <Alert type="warning" content={t('apiKeys.showOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>
        <code data-testid="new-api-key" style={{ wordBreak: 'break-all' }}>
          {created?.key}
        </code>
      </Typography.Paragraph>
      <Button icon={<IconCopy />} onClick={() => void copy()}>
        {t('apiKeys.copy')}
      </Button>
    </Modal>
  );
};
