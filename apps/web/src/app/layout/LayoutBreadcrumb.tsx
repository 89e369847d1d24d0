import { Breadcrumb } from '@arco-design/web-react';
import { IconApps } from '@arco-design/web-react/icon';
import type { MessageKey } from '@/app/i18n/messages';
import { useT } from '@/app/i18n/useT';
import { menuTrail } from '@/app/router/menuPath';
import { useCurrentRoute } from '@/app/router/useCurrentRoute';

/** Translated trail: menu group → page, or the page's own breadcrumb for pages outside the menu. */
export const LayoutBreadcrumb = () => {
  const t = useT();
  const { route } = useCurrentRoute();
  if (!route) return null;
  const trail = menuTrail(route.meta.activeMenu ?? route.name).map((item) => item.locale as MessageKey);
  const items: MessageKey[] = route.meta.hideInMenu
    ? [...(trail.length ? trail : (route.meta.breadcrumb ?? [])), route.meta.locale]
    : trail.length
      ? trail
      : [route.meta.locale];
  return (
    <Breadcrumb className="layout__breadcrumb">
      <Breadcrumb.Item>
        <IconApps />
      </Breadcrumb.Item>
      {items.map((key) => (
        <Breadcrumb.Item key={key}>{t(key)}</Breadcrumb.Item>
      ))}
    </Breadcrumb>
  );
};
