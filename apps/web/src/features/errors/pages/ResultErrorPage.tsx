import { Alert, Button, Card, Result, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';

/** Submit failed: go back or retry, and why (the user group lacks authority). */
export const ResultErrorPage = () => {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Card bordered={false} style={{ paddingTop: 48, minHeight: 420 }}>
      <Result
        status="error"
        title={t('result.error.title')}
        subTitle={t('result.error.description')}
        extra={
          <Space>
            <Button onClick={() => navigate(-1)}>{t('result.error.back')}</Button>
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </Button>
          </Space>
        }
      />
      <div style={{ maxWidth: 560, margin: '24px auto 0' }}>
        <Alert type="warning" title={t('result.error.reason')} content={t('result.error.reasonText')} />
      </div>
    </Card>
  );
};
