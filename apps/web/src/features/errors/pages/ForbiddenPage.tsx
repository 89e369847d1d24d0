import { Button, Space } from '@arco-design/web-react';
import { useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { firstPermittedRoute } from '@/app/router/permission';
import { DEFAULT_ROUTE_PATH } from '@/app/router/routeNames';
import { useUserStore } from '@/app/stores/useUserStore';
import { ExceptionFrame } from './ExceptionFrame';

/**
 * 403: no permission to access this resource. Shown at the refused address (a typed or shared link), naming
 * the role, with the way to the first page the role may open.
 */
export const ForbiddenPage = ({ standalone = false }: { standalone?: boolean }) => {
  const t = useT();
  const navigate = useNavigate();
  const role = useUserStore((state) => state.role);
  const home = firstPermittedRoute(role)?.path ?? DEFAULT_ROUTE_PATH;
  return (
    <ExceptionFrame
      status="403"
      standalone={standalone}
      subTitle={
        <>
          <div>{t('exception.403.description')}</div>
          {role ? <div>{t('exception.403.role', { role: t(`role.${role}`) })}</div> : null}
        </>
      }
      actions={
        <Space>
          {standalone ? <Button onClick={() => navigate(-1)}>{t('exception.back')}</Button> : null}
          <Button type="primary" onClick={() => navigate(home)}>
            {t('exception.home')}
          </Button>
        </Space>
      }
    />
  );
};
