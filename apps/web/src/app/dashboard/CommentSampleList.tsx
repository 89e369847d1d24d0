import { List, Space, Tag, Typography } from '@arco-design/web-react';
import { IconThumbUp } from '@arco-design/web-react/icon';
import type { TCommentSample } from '@notedesk/contract';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import { CommentText } from '@/features/comments/components/CommentText';
import { DrillLink } from './DrillLink';
import './CommentSampleList.css';

type CommentSampleListProps = { sample: TCommentSample; moreLabel: string };

/** The first comments of a list (hot comments, negative ones to do), and a link to the whole list. */
export const CommentSampleList = ({ sample, moreLabel }: CommentSampleListProps) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  return (
    <div className="comment-sample">
      <List
        size="small"
        bordered={false}
        dataSource={sample.items}
        noDataElement={<Typography.Text type="secondary">{t('dashboard.empty')}</Typography.Text>}
        render={(comment) => (
          <List.Item key={comment.id} className="comment-sample__item">
            <CommentText text={comment.content} lines={2} />
            <Space size={8} className="comment-sample__meta">
              <span>
                <IconThumbUp /> {comment.like_count}
              </span>
              {comment.cls_type !== null ? (
                <Tag size="small">{t(`comments.cls.${comment.cls_type}`)}</Tag>
              ) : null}
              <Tag size="small" color={comment.process_status === 0 ? 'orangered' : 'gray'}>
                {t(`comments.status.${comment.process_status}`)}
              </Tag>
              <Typography.Text type="secondary">{comment.user_nickname}</Typography.Text>
              <Typography.Text type="secondary">
                {formatDateTime(comment.published_at, locale)}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      <div className="comment-sample__more">
        {moreLabel} <DrillLink count={sample.list} />
      </div>
    </div>
  );
};
