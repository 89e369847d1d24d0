import {
  Button,
  Card,
  Progress,
  Table,
  type TableColumnProps,
  Tag,
  Typography,
} from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import type { TExportJob } from '@notedesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { downloadExportFile } from '../api';
import { useExportJobs } from '../hooks/useExportJobs';

const STATUS_COLORS = {
  queued: 'gray',
  running: 'arcoblue',
  done: 'green',
  failed: 'red',
  expired: 'gray',
} as const;

/** The message box's link target: the user's recent exports, each downloadable for 24 hours. */
export const ExportsPage = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const jobs = useExportJobs();
  const download = useMutation({ mutationFn: downloadExportFile });
  const statusOf = (job: TExportJob) => (job.status === 'done' && !job.downloadable ? 'expired' : job.status);

  const columns: TableColumnProps<TExportJob>[] = [
    { title: t('exports.column.subject'), render: (_, job) => t(`exports.kind.${job.subject}`) },
    { title: t('exports.column.createdAt'), render: (_, job) => formatDateTime(job.created_at, locale) },
    {
      title: t('exports.column.status'),
      render: (_, job) =>
        job.status === 'running' || job.status === 'queued' ? (
          <Progress
            size="small"
            percent={job.rows_total > 0 ? Math.floor((job.rows_written / job.rows_total) * 100) : 0}
            style={{ width: 160 }}
          />
        ) : (
          <span title={job.error || undefined}>
            <Tag color={STATUS_COLORS[statusOf(job)]}>{t(`exports.status.${statusOf(job)}`)}</Tag>
            {job.error ? <Typography.Text type="secondary">{job.error}</Typography.Text> : null}
          </span>
        ),
    },
    { title: t('exports.column.rows'), render: (_, job) => job.rows_total.toLocaleString(locale) },
    {
      title: t('exports.column.expiresAt'),
      render: (_, job) => (job.expires_at && job.downloadable ? formatDateTime(job.expires_at, locale) : '—'),
    },
    {
      title: '',
      render: (_, job) =>
        job.downloadable ? (
          <Button
            size="small"
            type="primary"
            icon={<IconDownload />}
            loading={download.isPending && download.variables === job.id}
            onClick={() => download.mutate(job.id)}
          >
            {t('exports.download')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card bordered={false}>
      <Typography.Title heading={5} style={{ marginTop: 0 }}>
        {t('exports.page.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('exports.page.description')}</Typography.Paragraph>
      <Table
        rowKey="id"
        columns={columns}
        data={jobs.data?.items ?? []}
        loading={jobs.isLoading}
        pagination={false}
        noDataElement={t('exports.empty')}
      />
    </Card>
  );
};
