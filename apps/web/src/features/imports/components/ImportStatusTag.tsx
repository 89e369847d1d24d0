import { Tag } from '@arco-design/web-react';
import type { TImportStatus } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';

const COLORS: Record<TImportStatus, string> = {
  queued: 'gray',
  running: 'arcoblue',
  done: 'green',
  failed: 'red',
};

export const ImportStatusTag = ({ status }: { status: TImportStatus }) => {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(`imports.status.${status}`)}</Tag>;
};
