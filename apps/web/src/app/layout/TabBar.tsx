import { Button, Dropdown, Menu } from '@arco-design/web-react';
import { IconClose, IconDown, IconRefresh } from '@arco-design/web-react/icon';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '@/app/i18n/useT';
import { DEFAULT_TAG, type TabTag, useTabBarStore } from '@/app/stores/useTabBarStore';
import { useKeepAliveController } from './KeepAliveController';
import './TabBar.css';

type TabAction = 'reload' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers' | 'closeAll';

/** Open pages as tabs, the default page first and not closable (spec §2 tab bar). */
export const TabBar = () => {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const tagList = useTabBarStore((state) => state.tagList);
  const cacheTabList = useTabBarStore((state) => state.cacheTabList);
  const freshTabList = useTabBarStore((state) => state.freshTabList);
  const { aliveRef } = useKeepAliveController();
  const current = `${pathname}${search}`;

  // Closed tabs drop their kept-alive views, so reopening starts fresh.
  const forget = (tags: readonly TabTag[]) => {
    const keys = tags
      .filter((tag) => !tag.ignoreCache && cacheTabList.includes(tag.name))
      .map((tag) => tag.name);
    if (keys.length) void aliveRef.current?.destroy(keys);
  };

  const keep = (tags: TabTag[], focus: TabTag) => {
    forget(tagList.filter((tag) => !tags.includes(tag)));
    freshTabList(tags);
    if (focus.fullPath !== current) navigate(focus.fullPath);
  };

  const findCurrent = (tags: TabTag[]): TabTag => tags.find((tag) => tag.fullPath === current) ?? DEFAULT_TAG;

  const act = (action: TabAction, tag: TabTag, index: number) => {
    switch (action) {
      case 'reload': {
        if (cacheTabList.includes(tag.name)) void aliveRef.current?.destroy(tag.name);
        navigate(`/redirect${tag.fullPath}`, { replace: true });
        return;
      }
      case 'close': {
        const rest = tagList.filter((_, i) => i !== index);
        const isCurrent = tag.fullPath === current;
        keep(rest, isCurrent ? (rest[Math.max(0, index - 1)] ?? DEFAULT_TAG) : findCurrent(rest));
        return;
      }
      case 'closeLeft':
        keep(tagList.slice(index), tag);
        return;
      case 'closeRight':
        keep(tagList.slice(0, index + 1), tag);
        return;
      case 'closeOthers':
        keep([tag], tag);
        return;
      case 'closeAll':
        keep([DEFAULT_TAG], DEFAULT_TAG);
        return;
    }
  };

  const actionsMenu = (tag: TabTag, index: number) => {
    const isDefault = tag.name === DEFAULT_TAG.name && index === 0;
    return (
      <Menu onClickMenuItem={(key) => act(key as TabAction, tag, index)}>
        <Menu.Item key="reload">{t('tabBar.reload')}</Menu.Item>
        <Menu.Item key="close" disabled={isDefault}>
          {t('tabBar.close')}
        </Menu.Item>
        <Menu.Item key="closeLeft" disabled={index <= 1}>
          {t('tabBar.closeLeft')}
        </Menu.Item>
        <Menu.Item key="closeRight" disabled={index === tagList.length - 1}>
          {t('tabBar.closeRight')}
        </Menu.Item>
        <Menu.Item key="closeOthers" disabled={tagList.length <= 1}>
          {t('tabBar.closeOthers')}
        </Menu.Item>
        <Menu.Item key="closeAll" disabled={tagList.length <= 1}>
          {t('tabBar.closeAll')}
        </Menu.Item>
      </Menu>
    );
  };

  const activeIndex = Math.max(
    0,
    tagList.findIndex((tag) => tag.fullPath === current),
  );
  const activeTag = tagList[activeIndex] ?? DEFAULT_TAG;

  return (
    <div className="tab-bar">
      {/* The tablist holds the tabs only (axe: a tablist owns tabs, not the reload/close buttons beside them). */}
      <div className="tab-bar__scroll" role="tablist" aria-label="tabs">
        {tagList.map((tag, index) => {
          const active = tag.fullPath === current;
          const title = tag.suffix ? `${t(tag.title)} ${tag.suffix}` : t(tag.title);
          const closable = index > 0;
          return (
            <Dropdown key={tag.fullPath} trigger="contextMenu" droplist={actionsMenu(tag, index)}>
              <div
                role="tab"
                tabIndex={0}
                aria-selected={active}
                className={`tab-bar__tab${active ? ' tab-bar__tab--active' : ''}`}
                onClick={() => !active && navigate(tag.fullPath)}
                onKeyDown={(event) => event.key === 'Enter' && navigate(tag.fullPath)}
              >
                <span className="tab-bar__title">{title}</span>
                {closable ? (
                  <IconClose
                    className="tab-bar__close"
                    aria-label={t('tabBar.close')}
                    onClick={(event) => {
                      event.stopPropagation();
                      act('close', tag, index);
                    }}
                  />
                ) : null}
              </div>
            </Dropdown>
          );
        })}
      </div>
      <div className="tab-bar__actions">
        <Button
          size="mini"
          type="text"
          icon={<IconRefresh />}
          aria-label={t('tabBar.reload')}
          onClick={() => act('reload', activeTag, activeIndex)}
        />
        <Dropdown droplist={actionsMenu(activeTag, activeIndex)} position="br">
          <Button size="mini" type="text" icon={<IconDown />} aria-label={t('tabBar.closeOthers')} />
        </Dropdown>
      </div>
    </div>
  );
};
