import { Button } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { DEFAULT_ROUTE_PATH } from '@/app/router/routeNames';
import { ExceptionFrame } from './ExceptionFrame';

/** 403: no permission to access this resource. */
export const ForbiddenPage = () => {
  const t = useT();
  const navigate = useNavigate();
  return (
    <ExceptionFrame
      status="403"
      subTitle={t('exception.403.description')}
      actions={
        <Button type="primary" onClick={() => navigate(DEFAULT_ROUTE_PATH)}>
          {t('exception.back')}
        </Button>
      }
    />
  );
};
