import { Button, Message } from '@arco-design/web-react';
import { IconSend } from '@arco-design/web-react/icon';
import { useT } from '@/app/i18n/useT';
import { useSendToGroup } from '../hooks/useSendToGroup';

type SendToGroupButtonProps = {
  commentIds: number[];
  size?: 'mini' | 'small' | 'default';
  type?: 'text' | 'secondary' | 'outline';
  /** Only the icon (a table row); the words become its accessible name and tooltip. */
  iconOnly?: boolean;
};

/** "发送到群 / Send to group": a card about these comments to the tenant's Feishu group. */
export const SendToGroupButton = ({
  commentIds,
  size = 'small',
  type = 'text',
  iconOnly = false,
}: SendToGroupButtonProps) => {
  const t = useT();
  const send = useSendToGroup(() => Message.success(t('groupChat.sent', { count: commentIds.length })));
  return (
    <Button
      size={size}
      type={type}
      icon={<IconSend />}
      disabled={commentIds.length === 0}
      loading={send.isPending}
      aria-label={t('groupChat.send')}
      title={iconOnly ? t('groupChat.send') : undefined}
      onClick={(event) => {
        // In a table row: the click is this button's, not the row's.
        event.stopPropagation();
        send.mutate({ comment_ids: commentIds });
      }}
    >
      {iconOnly ? null : t('groupChat.send')}
    </Button>
  );
};
