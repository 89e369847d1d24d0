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
      {row.spam ? <FlagTag why={why} color="gray" testId="spam-tag" label={t('comments.flag.spam')} /> : null}
      {unsure ? (
        <FlagTag why={why} color="orange" testId="review-tag" label={t('comments.flag.review')} />
      ) : null}
    </div>
  );
};

type FlagTagProps = { why: string; color: string; testId: string; label: string };

/** A small tag that says why on hover and on keyboard focus. */
const FlagTag = ({ why, color, testId, label }: FlagTagProps) => (
  <Tooltip content={why}>
    <Tag size="small" color={color} tabIndex={0} data-testid={testId}>
      {label}
    </Tag>
  </Tooltip>
);
