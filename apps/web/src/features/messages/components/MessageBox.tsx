import { Badge, Button, Popover, Spin, Tabs } from '@arco-design/web-react';
import { IconNotification } from '@arco-design/web-react/icon';
import { MESSAGE_TYPES, type TMessageType } from '@notedesk/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { useMessages } from '../hooks/useMessages';
import { useOpenMessage } from '../hooks/useOpenMessage';
import { MessageList } from './MessageList';
import './MessageBox.css';

/** The navbar bell: message / notice / todo tabs with unread counts, "all read" and "view more". */
export const MessageBox = () => {
  const t = useT();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const [type, setType] = useState<TMessageType>('message');
  const { query, markRead } = useMessages();
  const list = query.data;
  const unreadTotal = list ? list.unread.message + list.unread.notice + list.unread.todo : 0;

  const read = useOpenMessage(() => setVisible(false));

  const content = (
    <div className="message-box">
      <Spin loading={query.isFetching && !list} style={{ display: 'block' }}>
        <Tabs activeTab={type} onChange={(key) => setType(key as TMessageType)} type="rounded" size="small">
          {MESSAGE_TYPES.map((item) => (
            <Tabs.TabPane
              key={item}
              title={
                <span>
                  {t(`messageBox.tab.${item}`)}
                  {list?.unread[item] ? ` (${list.unread[item]})` : ''}
                </span>
              }
            >
              <div className="message-box__list">
                <MessageList
                  items={(list?.items ?? []).filter((message) => message.type === item)}
                  onRead={read}
                />
              </div>
            </Tabs.TabPane>
          ))}
        </Tabs>
      </Spin>
      <div className="message-box__footer">
        <Button
          type="text"
          size="small"
          disabled={!list?.unread[type]}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true, type })}
        >
          {t('messageBox.allRead')}
        </Button>
        <Button
          type="text"
          size="small"
          onClick={() => {
            setVisible(false);
            navigate('/user/messages');
          }}
        >
          {t('messageBox.viewMore')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover
      trigger="click"
      position="br"
      popupVisible={visible}
      onVisibleChange={(next) => {
        setVisible(next);
        if (next) void query.refetch();
      }}
      content={content}
      className="message-box__popover"
    >
      <Badge count={unreadTotal} dot={false} maxCount={99} offset={[2, -2]}>
        <Button
          aria-label={t('messageBox.title')}
          className="navbar__icon-button"
          shape="circle"
          icon={<IconNotification />}
        />
      </Badge>
    </Popover>
  );
};
