import { Badge, Empty, Typography } from '@arco-design/web-react';
import type { TMessage } from '@notedesk/contract';
import { useLocaleStore } from '@/app/i18n/useLocaleStore';
import { useT } from '@/app/i18n/useT';
import { formatDateTime } from '@/app/ui/formatDateTime';
import './MessageList.css';

type MessageListProps = { items: TMessage[]; onRead: (message: TMessage) => void };

/** Messages as plain text (user content is never HTML); unread ones carry a dot; one with a link says so. */
export const MessageList = ({ items, onRead }: MessageListProps) => {
  const t = useT();
  const locale = useLocaleStore((state) => state.locale);
  if (!items.length) return <Empty description={t('messageBox.noContent')} />;
  return (
    <ul className="message-list">
      {items.map((message) => (
        <li
          key={message.id}
          className={message.read ? 'message-list__item message-list__item--read' : 'message-list__item'}
        >
          <button type="button" className="message-list__button" onClick={() => onRead(message)}>
            <div className="message-list__head">
              {message.read ? null : <Badge status="processing" />}
              <span className="message-list__title">{message.title}</span>
              <span className="message-list__sender">{message.sender}</span>
            </div>
            <Typography.Paragraph className="message-list__content" ellipsis={{ rows: 2 }}>
              {message.content}
            </Typography.Paragraph>
            <div className="message-list__foot">
              <time className="message-list__time" dateTime={message.created_at}>
                {formatDateTime(message.created_at, locale)}
              </time>
              {message.link ? <span className="message-list__open">{t('messageBox.open')} →</span> : null}
            </div>
          </button>
        </li>
      ))}
    </ul>
  );
};
