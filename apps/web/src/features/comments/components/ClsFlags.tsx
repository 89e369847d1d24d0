import { Tag, Tooltip } from '@arco-design/web-react';
import type { TCommentRow } from '@notedesk/contract';
import { useT } from '@/app/i18n/useT';

type ClsFlagsProps = { row: Pick<TCommentRow, 'spam' | 'needs_review' | 'cls_reason' | 'cls_source'> };

/**
 * Beside the class: a "spam" tag, and a "check" tag when the classifier was unsure. Hovering either says why
 * the classifier chose (the rule that fired or the words that weighed most); a staff label needs no reason.
 */
export const ClsFlags = ({ row }: ClsFlagsProps) => {
  const t = useT();
  const unsure = row.needs_review && row.cls_source !== 'staff';
  if (!row.spam && !unsure) return null;
  const why = row.cls_reason
    ? t('comments.flag.reason', { reason: row.cls_reason })
    : t('comments.flag.noReason');
  return (
    <div className="comment-table__flags">
      {row.spam ? (
        <Tooltip content={why}>
          <Tag size="small" color="gray" tabIndex={0} data-testid="spam-tag">
            {t('comments.flag.spam')}
          </Tag>
        </Tooltip>
      ) : null}
      {unsure ? (
        <Tooltip content={why}>
          <Tag size="small" color="orange" tabIndex={0} data-testid="review-tag">
            {t('comments.flag.review')}
          </Tag>
        </Tooltip>
      ) : null}
    </div>
  );
};
