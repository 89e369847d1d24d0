import { Card, Space } from '@arco-design/web-react';
import { isPermitted, PERMISSIONS } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { useUserStore } from '@/app/stores/useUserStore';
import { ClassifierModelCard } from './ClassifierModelCard';
import { TryCommentBox } from './TryCommentBox';

/** The data-management "Classifier" tab: the try box for everyone, the model and retraining for managers. */
export const ClassifierPanel = () => {
  const t = useT();
  const role = useUserStore((state) => state.role);
  const manages = isPermitted(PERMISSIONS.classifier.retrain, role);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('classify.try.title')}>
        <TryCommentBox />
      </Card>
      {manages && <ClassifierModelCard />}
    </Space>
  );
};
