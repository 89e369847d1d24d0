import { Button, Card, Result, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { DEFAULT_ROUTE_PATH } from '@/app/router/routeNames';

export const ResultSuccessPage = () => {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Card bordered={false} style={{ paddingTop: 48, minHeight: 420 }}>
      <Result
        status="success"
        title={t('result.success.title')}
        subTitle={t('result.success.description')}
        extra={
          <Space>
            <Button onClick={() => window.print()}>{t('result.success.print')}</Button>
            <Button type="primary" onClick={() => navigate(DEFAULT_ROUTE_PATH)}>
              {t('result.success.back')}
            </Button>
          </Space>
        }
      />
    </Card>
  );
};
