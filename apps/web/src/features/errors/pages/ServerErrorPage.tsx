import { Button } from '@arco-design/web-react';
import { useT } from '@/app/i18n/useT';
import { DEFAULT_ROUTE_PATH } from '@/app/router/routeNames';
import { ExceptionFrame } from './ExceptionFrame';

/** 500: the server (or loading the page) failed. Uses a full load so it also works outside the router. */
export const ServerErrorPage = ({ standalone = false }: { standalone?: boolean }) => {
  const t = useT();
  return (
    <ExceptionFrame
      status="500"
      standalone={standalone}
      subTitle={t('exception.500.description')}
      actions={
        <Button type="primary" onClick={() => window.location.assign(DEFAULT_ROUTE_PATH)}>
          {t('exception.back')}
        </Button>
      }
    />
  );
};
