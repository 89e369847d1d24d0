import { Notification } from '@arco-design/web-react';
import { t } from '@/app/i18n/t';
import { sessionApi } from '@/app/session/sessionApi';
import { useAppStore } from '@/app/stores/useAppStore';

/** One notification, updated in place while the server menu loads (spec §4). */
const NOTICE_ID = 'menuNotice';

/** Fetches the role's menu from the server; resolves true when it loaded. */
export const loadServerMenu = async (): Promise<boolean> => {
  Notification.info({ id: NOTICE_ID, content: t('settings.menuLoading'), closable: true });
  try {
    useAppStore.getState().setServerMenu(await sessionApi.menu());
    Notification.success({ id: NOTICE_ID, content: t('settings.menuLoaded'), closable: true });
    return true;
  } catch {
    Notification.error({ id: NOTICE_ID, content: t('settings.menuFailed'), closable: true });
    return false;
  }
};
