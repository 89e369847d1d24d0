import { Alert, Button, Modal, Space, Typography } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import type { ConflictChoice, StatusConflict } from '../conflict';

type StatusConflictModalProps = {
  conflict: StatusConflict | null;
  onChoose: (choice: ConflictChoice) => void;
  onClose: () => void;
};

/** A follow-up save refused (409): the saved statuses beside the one the user picked. */
export const StatusConflictModal = ({ conflict, onChoose, onClose }: StatusConflictModalProps) => {
  const t = useT();
  return (
    <Modal
      title={t('comments.conflict.title')}
      visible={conflict !== null}
      onCancel={onClose}
      unmountOnExit
      footer={
        <Space>
          <Button onClick={() => onChoose('theirs')}>{t('comments.conflict.keepTheirs')}</Button>
          <Button type="primary" onClick={() => onChoose('mine')}>
            {t('comments.conflict.keepMine')}
          </Button>
        </Space>
      }
    >
      {conflict ? (
        <>
          <Alert
            type="warning"
            content={t('comments.conflict.statusIntro', { count: conflict.theirs.length })}
          />
          <Typography.Paragraph style={{ marginTop: 12 }}>
            <Typography.Text bold>{t('comments.conflict.mine')}</Typography.Text>{' '}
            {t(`comments.status.${conflict.mine.status}`)}
          </Typography.Paragraph>
          <Typography.Text bold>{t('comments.conflict.theirs')}</Typography.Text>
          <ul>
            {conflict.theirs.map((followUp) => (
              <li key={followUp.id}>
                {t('comments.conflict.statusRow', {
                  id: followUp.id,
                  status: t(`comments.status.${followUp.process_status}`),
                  name: followUp.process_staff?.name ?? t('comments.conflict.someone'),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
};
