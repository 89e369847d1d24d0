import { Button, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { DEFAULT_ROUTE_PATH } from '@/app/router/routeNames';
import { ExceptionFrame } from './ExceptionFrame';

/** 404: the page is gone, with retry and back (spec §8). */
export const NotFoundPage = ({ standalone = false }: { standalone?: boolean }) => {
  const t = useT();
  const navigate = useNavigate();
  return (
    <ExceptionFrame
      status="404"
      standalone={standalone}
      subTitle={t('exception.404.description')}
      actions={
        <Space>
          <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
          {standalone ? (
            <Button onClick={() => navigate(DEFAULT_ROUTE_PATH)}>{t('exception.home')}</Button>
          ) : null}
          <Button type="primary" onClick={() => navigate(-1)}>
            {t('exception.back')}
          </Button>
        </Space>
      }
    />
  );
};
