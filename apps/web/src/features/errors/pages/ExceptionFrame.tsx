import { Card, Result } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import './ExceptionFrame.css';

type ExceptionFrameProps = {
  status: '403' | '404' | '500';
  subTitle: ReactNode;
  actions: ReactNode;
  /** Outside the layout: fill the window. */
  standalone?: boolean;
};

/** The card an exception page shows, inside the layout or on its own. */
export const ExceptionFrame = ({ status, subTitle, actions, standalone }: ExceptionFrameProps) => (
  <div className={standalone ? 'exception exception--standalone' : 'exception'}>
    <Card bordered={false} className="exception__card">
      <Result status={status} subTitle={subTitle} extra={actions} />
    </Card>
  </div>
);
