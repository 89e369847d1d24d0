import { Alert, Button, Card, Space, Typography } from '@arco-design/web-react';
import type { TFeishuKnowledgeSync, TFeishuSettings } from '@notedesk/contract';
import { useState } from 'react';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { KnowledgeProblemList } from '@/features/knowledge';
import { useSyncKnowledgeSheet } from '../hooks/useSyncKnowledgeSheet';

/**
 * "Sync knowledge sheet now" and the last sync (by hand or by the timer): rows read, rows now knowledge,
 * each refused row with its reason, or why Feishu gave none.
 */
export const KnowledgeSheetSync = ({ settings }: { settings: TFeishuSettings }) => {
  const t = useT();
  const [justSynced, setJustSynced] = useState<TFeishuKnowledgeSync | null>(null);
  const sync = useSyncKnowledgeSheet(setJustSynced);
  const last = justSynced ?? settings.knowledge_sync;
  const schedule =
    settings.knowledge_sync_minutes > 0
      ? t('feishu.knowledgeSync.every', { minutes: settings.knowledge_sync_minutes })
      : t('feishu.knowledgeSync.byHand');
  return (
    <Card bordered={false} title={t('feishu.knowledgeSync.title')} className="feishu-knowledge-sync">
      <Typography.Paragraph type="secondary">{schedule}</Typography.Paragraph>
      <Space>
        <Button
          type="primary"
          loading={sync.isPending}
          disabled={!settings.knowledge_sheet_token}
          onClick={() => sync.mutate()}
          data-testid="feishu-knowledge-sync"
        >
          {t('feishu.knowledgeSync.now')}
        </Button>
        {settings.knowledge_sheet_token ? null : (
          <Typography.Text type="secondary">{t('feishu.knowledgeSync.noSheet')}</Typography.Text>
        )}
      </Space>
      {last ? <LastSync sync={last} /> : null}
    </Card>
  );
};

const LastSync = ({ sync }: { sync: TFeishuKnowledgeSync }) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  const when = formatDateTime(sync.at, locale);
  return (
    <Alert
      className="feishu-knowledge-sync__result"
      data-testid="feishu-knowledge-sync-result"
      type={!sync.ok ? 'error' : sync.problems.length > 0 ? 'warning' : 'success'}
      title={
        sync.ok
          ? t('feishu.knowledgeSync.done', { at: when, read: sync.read, imported: sync.imported })
          : t('feishu.knowledgeSync.failed', { at: when })
      }
      content={
        <>
          {sync.detail ? <div>{sync.detail}</div> : null}
          <KnowledgeProblemList problems={sync.problems} />
        </>
      }
    />
  );
};
