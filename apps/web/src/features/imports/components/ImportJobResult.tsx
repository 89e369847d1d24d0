import { Alert, Button, Progress, Space, Table, Tag, Typography } from '@arco-design/web-react';
import { IconDownload } from '@arco-design/web-react/icon';
import type { TImportJob, TImportProblem } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';
import { downloadErrorsCsv } from '../api';
import { ImportCounts } from './ImportCounts';
import { ImportStatusTag } from './ImportStatusTag';
import { importJobPercent } from './importJobPercent';

/** Problems shown on the page; the error report holds every one. */
const PROBLEMS_SHOWN = 20;

/** The job of the last upload: a progress bar while it runs, then its counts and first problems. */
export const ImportJobResult = ({ job }: { job: TImportJob }) => {
  const t = useT();
  const active = job.status === 'queued' || job.status === 'running';
  const percent = importJobPercent(job);
  const problems = job.errors.slice(0, PROBLEMS_SHOWN);
  return (
    <div className="import-job" data-testid="import-job">
      <Space align="center" wrap style={{ marginBottom: 8 }}>
        <Typography.Text bold className="import-job__title">
          {t('imports.job.title', { id: job.id })}
        </Typography.Text>
        <ImportStatusTag status={job.status} />
        <Typography.Text type="secondary">{job.files.map((file) => file.name).join(', ')}</Typography.Text>
      </Space>
      <Progress
        percent={percent}
        animation={active}
        status={job.status === 'failed' ? 'error' : job.status === 'done' ? 'success' : 'normal'}
        formatText={() =>
          active ? t('imports.job.rowsRead', { count: job.progress.read }) : t(`imports.status.${job.status}`)
        }
      />
      <ImportCounts counts={job.progress} attached={job.attached} />
      <Typography.Paragraph type="secondary" data-testid="import-note-tracking">
        {t('imports.job.noteTracking', { tracked: job.notes_tracked, untracked: job.notes_untracked })}
      </Typography.Paragraph>
      {job.refused.length > 0 ? (
        <Alert
          type="warning"
          data-testid="import-refused-files"
          title={t('imports.job.refusedFiles', { count: job.refused.length })}
          content={
            <ul className="import-refused-files">
              {job.refused.map((file) => (
                <li key={file.name}>
                  <Typography.Text bold>{file.name}</Typography.Text>
                  {t('imports.job.refusedReason', { reason: file.reason })}
                </li>
              ))}
            </ul>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {job.status === 'failed' ? (
        <Alert
          type="error"
          title={t('imports.job.failed')}
          content={job.error}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {job.errors_total > 0 ? (
        <>
          <Space align="center" style={{ margin: '8px 0' }}>
            <Tag color="orangered">{t('imports.job.problems', { count: job.errors_total })}</Tag>
            <Button size="small" icon={<IconDownload />} onClick={() => void downloadErrorsCsv(job.id)}>
              {t('imports.job.downloadErrors')}
            </Button>
          </Space>
          <Table<TImportProblem>
            size="small"
            rowKey={(problem) => `${problem.file}:${problem.line}:${problem.reason}`}
            data={problems}
            pagination={false}
            columns={[
              { title: t('imports.problem.file'), dataIndex: 'file', width: 260 },
              { title: t('imports.problem.line'), dataIndex: 'line', width: 80 },
              { title: t('imports.problem.reason'), dataIndex: 'reason' },
            ]}
          />
          {job.errors_total > problems.length ? (
            <Typography.Text type="secondary">
              {t('imports.job.moreProblems', { shown: problems.length, total: job.errors_total })}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
    </div>
  );
};
