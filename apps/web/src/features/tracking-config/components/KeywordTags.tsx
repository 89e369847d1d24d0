import { Space, Tag, Typography } from '@arco-design/web-react';
import type { TTrackingKeyword } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';

/** A row's keywords as tags; a platform-only keyword carries the platform's name. */
export const KeywordTags = ({ keywords }: { keywords: readonly TTrackingKeyword[] }) => {
  const t = useT();
  if (keywords.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space wrap size={4}>
      {keywords.map((keyword) => (
        <Tag
          key={`${keyword.platform ?? 'all'}:${keyword.keyword}`}
          size="small"
          color={keyword.platform ? 'arcoblue' : undefined}
        >
          {keyword.keyword}
          {keyword.platform ? ` · ${t(`platform.${keyword.platform}`)}` : ''}
        </Tag>
      ))}
    </Space>
  );
};
