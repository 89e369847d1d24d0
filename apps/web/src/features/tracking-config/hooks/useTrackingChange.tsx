import { Message, Modal } from '@arco-design/web-react';
import { type TTrackingConfigChange, type TTrackingConfigSection, ZConfigInUse } from '@notedesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError } from '@/app/http/HttpError';
import { useT } from '@/app/i18n/useT';
import { deleteTrackingRow, saveTrackingRow, TRACKING_CONFIG_QUERY_KEY } from '../api';
import { refreshTenantData } from '../refreshTenantData';

export type TrackingSave = { section: TTrackingConfigSection; id: number | null; body: object };

/**
 * Saving and deleting configuration rows. After each change the panel shows the configuration the server
 * answered, the shell's pickers reload, and a message says how many notes were re-matched. Deleting what
 * notes use asks first, with the server's sentence saying how many notes lose it.
 */
export const useTrackingChange = () => {
  const t = useT();
  const client = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();

  const applied = async (change: TTrackingConfigChange) => {
    client.setQueryData(TRACKING_CONFIG_QUERY_KEY, change.config);
    Message.success(t('trackingConfig.rematched', { changed: change.rematch.changed }));
    // The shell's HTTP client shows a failure itself; the change is saved either way.
    await refreshTenantData().catch(() => undefined);
  };

  const save = useMutation({
    mutationFn: ({ section, id, body }: TrackingSave) => saveTrackingRow(section, id, body),
    onSuccess: applied,
  });

  const remove = async (section: TTrackingConfigSection, id: number): Promise<void> => {
    try {
      await applied(await deleteTrackingRow(section, id, false));
    } catch (error) {
      const inUse =
        error instanceof HttpError && error.status === 409 && ZConfigInUse.safeParse(error.data).success;
      if (!inUse) {
        Message.error(error instanceof Error ? error.message : String(error));
        return;
      }
      modal.confirm?.({
        title: t('trackingConfig.delete.inUseTitle'),
        content: error.message,
        okText: t('trackingConfig.delete.force'),
        cancelText: t('trackingConfig.cancel'),
        okButtonProps: { status: 'danger' },
        onOk: async () => {
          try {
            await applied(await deleteTrackingRow(section, id, true));
          } catch (forced) {
            Message.error(forced instanceof Error ? forced.message : String(forced));
          }
        },
      });
    }
  };

  return { save, remove, modalHolder };
};

export type TrackingChange = ReturnType<typeof useTrackingChange>;
