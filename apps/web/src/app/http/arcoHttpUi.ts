import { Message, Modal } from '@arco-design/web-react';
import { t } from '@/app/i18n/t';
import { clearSession } from '@/app/session/clearSession';
import type { HttpUi } from './createHttpClient';

/** Spec §9: error messages stay 5 s. */
export const ERROR_MESSAGE_DURATION_MS = 5000;

/** The HTTP client's messages and dialog, drawn with Arco in the current locale. */
export const arcoHttpUi: HttpUi = {
  // The same sentence once: a page whose several requests fail together (a list and its counts) shows one.
  showError: (text) => {
    Message.error({ id: `http-error:${text}`, content: text, duration: ERROR_MESSAGE_DURATION_MS });
  },
  confirmRelogin: () =>
    new Promise<void>((resolve) => {
      Modal.confirm({
        title: t('http.relogin.title'),
        content: t('http.relogin.content'),
        okText: t('http.relogin.ok'),
        cancelText: t('http.relogin.cancel'),
        // The token is already dead, so logging out is local: forget it and start over.
        onOk: () => {
          clearSession();
          window.location.reload();
        },
        onCancel: () => resolve(),
        afterClose: () => resolve(),
      });
    }),
};
