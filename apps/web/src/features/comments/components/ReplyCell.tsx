import { Button, Message, Space, Tag, Tooltip, Typography } from '@arco-design/web-react';
import { IconCopy, IconEdit, IconRobot } from '@arco-design/web-react/icon';
import { NO_REPLY_NOTES, type TReplyAdvice, type TReplyBasedOn, type TReplyFlag } from '@notedesk/contract';
import type { MessageKey } from '@/app/i18n/messages';
import { useT } from '@/app/i18n/useT';
import { copyText } from '@/app/ui/copyText';
import { CommentText } from './CommentText';
import './ReplyCell.css';

type ReplyCellProps = {
  text: string;
  generating: boolean;
  /** The generator's advice not to answer (provocation, a competitor's customer), or ''. */
  advice: TReplyAdvice;
  /** A sensitive topic a person should look at before the draft is posted, or ''. */
  flag: TReplyFlag;
  /** Whose saved reply to a similar comment the draft repeats (null: composed; `user` null: account gone). */
  basedOn: TReplyBasedOn | null;
  onGenerate: () => void;
  onEdit: () => void;
};

/** The latest suggested reply, inline, with generate / edit / copy. */
/** The hint for each advice not to reply. */
const ADVICE_HINTS: Record<Exclude<TReplyAdvice, ''>, MessageKey> = {
  [NO_REPLY_NOTES.flame]: 'comments.reply.noReplySuggestedHint',
  [NO_REPLY_NOTES.competitor]: 'comments.reply.noReplyCompetitorHint',
  [NO_REPLY_NOTES.spam]: 'comments.reply.noReplySpamHint',
  [NO_REPLY_NOTES.mention]: 'comments.reply.noReplyMentionHint',
  [NO_REPLY_NOTES.blogger]: 'comments.reply.noReplyBloggerHint',
  [NO_REPLY_NOTES.bloggerAsked]: 'comments.reply.noReplyBloggerAskedHint',
  [NO_REPLY_NOTES.chatter]: 'comments.reply.noReplyChatterHint',
  [NO_REPLY_NOTES.ownAccount]: 'comments.reply.noReplyOwnAccountHint',
  [NO_REPLY_NOTES.otherBrand]: 'comments.reply.noReplyOtherBrandHint',
};

export const ReplyCell = ({
  text,
  generating,
  advice,
  flag,
  basedOn,
  onGenerate,
  onEdit,
}: ReplyCellProps) => {
  const t = useT();
  const noReplyAdvised = advice !== '';
  const copy = async () => {
    if (await copyText(text)) Message.success(t('comments.reply.copied'));
    else Message.warning(t('comments.reply.copyFailed'));
  };
  return (
    <div className="reply-cell">
      <div className="reply-cell__text">
        {text && !noReplyAdvised ? (
          // Beside the cell: above or below it the full reply would cover this cell's own buttons.
          <CommentText text={text} lines={2} position="left" />
        ) : noReplyAdvised ? (
          <Tooltip content={t(ADVICE_HINTS[advice as Exclude<TReplyAdvice, ''>])}>
            <Tag size="small" color="orange">
              {t('comments.reply.noReplySuggested')}
            </Tag>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('comments.reply.none')}</Typography.Text>
        )}
      </div>
      {flag !== '' && !noReplyAdvised ? (
        <Tooltip content={t('comments.reply.flagHint')}>
          <Tag size="small" color="red" className="reply-cell__flag">
            {t('comments.reply.flag', { topic: t(`comments.reply.flagTopic.${flag}` as MessageKey) })}
          </Tag>
        </Tooltip>
      ) : null}
      {basedOn && text && !noReplyAdvised ? (
        <Typography.Text type="secondary" className="reply-cell__basis">
          {basedOn.user
            ? t('comments.reply.basedOn', { name: basedOn.user.name })
            : t('comments.reply.basedOnFormer')}
        </Typography.Text>
      ) : null}
      <Space size={2} className="reply-cell__actions">
        <Button size="mini" type="text" icon={<IconRobot />} loading={generating} onClick={onGenerate}>
          {text ? t('comments.reply.regenerate') : t('comments.reply.generate')}
        </Button>
        <Button size="mini" type="text" icon={<IconEdit />} onClick={onEdit}>
          {t('comments.reply.edit')}
        </Button>
        <Button
          size="mini"
          type="text"
          icon={<IconCopy />}
          disabled={!text || noReplyAdvised}
          onClick={() => void copy()}
          aria-label={t('comments.reply.copy')}
        />
      </Space>
    </div>
  );
};
