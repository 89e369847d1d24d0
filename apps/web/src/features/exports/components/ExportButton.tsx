import { Button, Message, Modal, Progress, Space, Typography } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import type { TExportJob, TExportSubject } from '@notedesk/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { downloadExportFile, startExport } from '../api';
import { useExportJob } from '../hooks/useExportJob';
import { EXPORTS_PATH } from '../routes';

type Props = {
  subject: TExportSubject;
  /** The list's current query (its filters and sort; page and page size are ignored). */
  query: object;
};

/** Exports the list as it is filtered: a small file downloads at once, a large one shows the job's progress. */
export const ExportButton = ({ subject, query }: Props) => {
  const t = useT();
  const navigate = useNavigate();
  // The job as the export answered it, until the first poll brings it up to date.
  const [started, setStarted] = useState<TExportJob | null>(null);
  const jobId = started?.id ?? null;
  const job = useExportJob(jobId).data ?? started;
  const close = () => setStarted(null);
  // "My exports" leaves the page once the dialog has finished closing: this page stays alive (kept tab) while
  // hidden, and a dialog still animating out when it is hidden would be left covering the next page.
  const [openListAfterClose, setOpenListAfterClose] = useState(false);
  const start = useMutation({
    mutationFn: () => startExport(subject, query),
    onSuccess: (answer) => {
      if (answer) setStarted(answer);
      else Message.success(t('exports.downloaded', { subject: t(`exports.subject.${subject}`) }));
    },
  });
  const download = useMutation({ mutationFn: downloadExportFile });
  const percent = job && job.rows_total > 0 ? Math.floor((job.rows_written / job.rows_total) * 100) : 0;

  return (
    <>
      <Button icon={<IconDownload />} loading={start.isPending} onClick={() => start.mutate()}>
        {t('exports.button')}
      </Button>
      <Modal
        title={t('exports.job.title')}
        visible={jobId !== null}
        onCancel={() => close()}
        afterClose={() => {
          if (!openListAfterClose) return;
          setOpenListAfterClose(false);
          navigate(EXPORTS_PATH);
        }}
        footer={
          <Space>
            <Button
              onClick={() => {
                setOpenListAfterClose(true);
                close();
              }}
            >
              {t('exports.openList')}
            </Button>
            {job?.downloadable ? (
              <Button type="primary" loading={download.isPending} onClick={() => download.mutate(job.id)}>
                {t('exports.download')}
              </Button>
            ) : (
              <Button onClick={() => close()}>{t('exports.close')}</Button>
            )}
          </Space>
        }
      >
        <Progress
          percent={job?.status === 'done' ? 100 : percent}
          status={job?.status === 'failed' ? 'error' : job?.status === 'done' ? 'success' : 'normal'}
          aria-label={t('exports.job.title')}
        />
        <Typography.Paragraph style={{ marginTop: 12 }}>
          {job?.status === 'done'
            ? t('exports.job.done', { rows: job.rows_written })
            : job?.status === 'failed'
              ? `${t('exports.job.failed')}: ${job.error}`
              : t('exports.job.progress', { written: job?.rows_written ?? 0, total: job?.rows_total ?? 0 })}
        </Typography.Paragraph>
        {job?.status === 'done' || job?.status === 'failed' ? null : (
          <Typography.Paragraph type="secondary">{t('exports.job.background')}</Typography.Paragraph>
        )}
      </Modal>
    </>
  );
};
