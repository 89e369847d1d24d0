import { Button, Table, Typography } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import type { TImportJob } from '@notedesk/contract';
import { useState } from 'react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { emptyTextOf } from '@/app/ui/emptyTextOf';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { downloadErrorsCsv } from '../api';
import { useImportHistory } from '../hooks/useImportHistory';
import { ImportStatusTag } from './ImportStatusTag';

const PAGE_SIZE = 10;

/** Every import of the tenant, newest first, with its counts and error report. */
export const ImportHistory = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const [page, setPage] = useState(1);
  const history = useImportHistory(page, PAGE_SIZE);
  const count = (key: keyof TImportJob['progress']) => ({
    title: t(`imports.count.${key}`),
    dataIndex: `progress.${key}`,
    width: 80,
    render: (_: unknown, job: TImportJob) => job.progress[key],
  });
  const columns = [
    { title: t('imports.history.id'), dataIndex: 'id', width: 70 },
    {
      title: t('imports.history.createdAt'),
      dataIndex: 'created_at',
      width: 160,
      render: (value: string) => formatDateTime(value, locale),
    },
    {
      title: t('imports.history.files'),
      dataIndex: 'files',
      render: (_: unknown, job: TImportJob) => (
        <Typography.Ellipsis rows={2} showTooltip>
          {job.files.map((file) => file.name).join(', ')}
        </Typography.Ellipsis>
      ),
    },
    {
      title: t('imports.history.status'),
      dataIndex: 'status',
      width: 100,
      render: (_: unknown, job: TImportJob) => <ImportStatusTag status={job.status} />,
    },
    count('read'),
    count('imported'),
    count('updated'),
    count('unchanged'),
    count('skipped'),
    {
      title: t('imports.history.errors'),
      dataIndex: 'errors_total',
      width: 130,
      render: (_: unknown, job: TImportJob) =>
        job.errors_total > 0 ? (
          <Button
            size="mini"
            type="text"
            icon={<IconDownload />}
            aria-label={t('imports.job.downloadErrors')}
            onClick={() => void downloadErrorsCsv(job.id)}
          >
            {job.errors_total}
          </Button>
        ) : (
          0
        ),
    },
  ];
  return (
    <div className="import-history">
      <Typography.Title heading={6}>{t('imports.history.title')}</Typography.Title>
      <LoadFailed query={history} message={(reason) => t('imports.history.loadFailed', { reason })} />
      <Table
        rowKey="id"
        size="small"
        loading={history.isFetching && !history.data}
        columns={columns}
        data={history.data?.items ?? []}
        noDataElement={emptyTextOf(history, t('imports.history.empty'))}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: history.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </div>
  );
};
