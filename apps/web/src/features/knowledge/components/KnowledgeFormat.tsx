import { Typography } from '@arco-design/web-react';
import { KNOWLEDGE_COLUMNS, KNOWLEDGE_MAX_FILE_BYTES, KNOWLEDGE_MAX_ROWS } from '@notedesk/contract';
import type { MessageKey } from '@/app/i18n/messages';
import { useT } from '@/app/i18n/useT';

/** The columns a knowledge file must have, stated from the contract (the server reads the same list). */
export const KnowledgeFormat = () => {
  const t = useT();
  return (
    <div className="knowledge-format">
      <Typography.Text bold>{t('knowledge.format.title')}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
        {t('knowledge.format.intro')}
      </Typography.Paragraph>
      <ul style={{ margin: '0 0 4px', paddingLeft: 20 }}>
        {KNOWLEDGE_COLUMNS.map((column) => (
          <li key={column.key}>
            <Typography.Text code>{column.zh}</Typography.Text> /{' '}
            <Typography.Text code>{column.en}</Typography.Text> (
            {column.required ? t('knowledge.format.required') : t('knowledge.format.optional')}) —{' '}
            {t(`knowledge.format.${column.key}` as MessageKey)}
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary">
        {t('knowledge.format.limit', {
          size: KNOWLEDGE_MAX_FILE_BYTES / 1024 / 1024,
          rows: KNOWLEDGE_MAX_ROWS,
        })}
      </Typography.Text>
    </div>
  );
};
