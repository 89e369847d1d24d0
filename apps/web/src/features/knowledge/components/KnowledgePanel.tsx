import { Button, Message, Radio, Space, Table, Tag, Typography } from '@arco-design/web-react';
import { IconDownload, IconUpload } from '@arco-design/web-react/icon';
import { type TKnowledgeMode, type TKnowledgeRow, ZKnowledgeProblem } from '@notedesk/contract';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { HttpError } from '@/app/http/HttpError';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { ConfirmButton } from '@/app/ui/ConfirmButton';
import { DebouncedInput } from '@/app/ui/DebouncedInput';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { LoadFailed } from '@/app/ui/LoadFailed';
import { downloadKnowledge } from '../api';
import { useDeleteKnowledge } from '../hooks/useDeleteKnowledge';
import { useKnowledgeList } from '../hooks/useKnowledgeList';
import { useUploadKnowledge } from '../hooks/useUploadKnowledge';
import { KnowledgeFormat } from './KnowledgeFormat';
import { type KnowledgeUploadOutcome, KnowledgeUploadReport } from './KnowledgeUploadReport';

const PAGE_SIZE = 20;
const ZRefusal = z.object({ problems: z.array(ZKnowledgeProblem) });

/** Managers and admins: the knowledge replies respect — upload (append or replace), search, delete, export. */
export const KnowledgePanel = () => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<TKnowledgeMode>('append');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<KnowledgeUploadOutcome | null>(null);
  const [exporting, setExporting] = useState(false);

  const rows = useKnowledgeList(q, page, PAGE_SIZE);

  const upload = useUploadKnowledge({
    onUploaded: (result) => {
      setOutcome({ kind: 'done', result });
      setPage(1);
    },
    onFailed: (error) => {
      const refusal = ZRefusal.safeParse(error instanceof HttpError ? error.data : undefined);
      setOutcome({
        kind: 'failed',
        message: error instanceof HttpError ? error.detail || error.message : String(error),
        problems: refusal.success ? refusal.data.problems : [],
      });
    },
  });
  const remove = useDeleteKnowledge(() => Message.success(t('knowledge.deleted')));

  const exportAll = async () => {
    setExporting(true);
    try {
      await downloadKnowledge();
    } catch {
      // The HTTP client has shown why.
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    { title: t('knowledge.column.question'), dataIndex: 'question', width: 220 },
    {
      title: t('knowledge.column.answer'),
      dataIndex: 'answer',
      render: (answer: string) => (
        <Typography.Paragraph ellipsis={{ rows: 3, showTooltip: true }} style={{ margin: 0 }}>
          {answer}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('knowledge.column.product'),
      dataIndex: 'product',
      width: 140,
      render: (product: string | null) =>
        product ?? <Typography.Text type="secondary">{t('knowledge.anyProduct')}</Typography.Text>,
    },
    {
      title: t('knowledge.column.keywords'),
      dataIndex: 'keywords',
      width: 200,
      render: (keywords: string[]) => (
        <Space size={4} wrap>
          {keywords.map((keyword) => (
            <Tag key={keyword} size="small">
              {keyword}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('knowledge.column.updatedAt'),
      dataIndex: 'updated_at',
      width: 170,
      render: (value: string) => formatDateTime(value, locale),
    },
    {
      title: t('knowledge.column.actions'),
      dataIndex: 'actions',
      width: 90,
      render: (_: unknown, row: TKnowledgeRow) => (
        <ConfirmButton
          danger
          label={t('knowledge.delete')}
          title={t('knowledge.deleteConfirm')}
          cancelText={t('knowledge.cancel')}
          onOk={() => remove.mutate(row)}
        />
      ),
    },
  ];

  return (
    <div className="knowledge-panel">
      <Typography.Paragraph type="secondary">{t('knowledge.description')}</Typography.Paragraph>
      <KnowledgeFormat />
      <Space wrap style={{ margin: '12px 0' }}>
        <Radio.Group type="button" value={mode} onChange={setMode}>
          <Radio value="append">{t('knowledge.mode.append')}</Radio>
          <Radio value="replace">{t('knowledge.mode.replace')}</Radio>
        </Radio.Group>
        <Button
          type="primary"
          icon={<IconUpload />}
          loading={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          {upload.isPending ? t('knowledge.uploading') : t('knowledge.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label={t('knowledge.upload')}
          style={{ display: 'none' }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate({ file, mode });
          }}
        />
        <Button icon={<IconDownload />} loading={exporting} onClick={() => void exportAll()}>
          {t('knowledge.export')}
        </Button>
      </Space>
      <KnowledgeUploadReport outcome={outcome} />
      <div style={{ marginBottom: 12 }}>
        <DebouncedInput
          value={q}
          onCommit={(value) => {
            setQ(value.trim());
            setPage(1);
          }}
          label={t('knowledge.search')}
          placeholder={t('knowledge.search')}
          width={360}
        />
      </div>
      <LoadFailed query={rows} message={(reason) => t('knowledge.loadFailed', { reason })} />
      <Table
        rowKey="id"
        loading={rows.isFetching}
        columns={columns}
        data={rows.data?.items ?? []}
        noDataElement={q ? t('knowledge.noMatch', { q }) : t('knowledge.empty')}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: rows.data?.total ?? 0,
          showTotal: true,
          onChange: setPage,
        }}
      />
    </div>
  );
};
