import {
  fillPath,
  PATHS,
  type TTrackingConfig,
  type TTrackingConfigChange,
  type TTrackingConfigSection,
  ZTrackingConfig,
  ZTrackingConfigChange,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

export const TRACKING_CONFIG_QUERY_KEY = ['track', 'config'] as const;

export const fetchTrackingConfig = async (): Promise<TTrackingConfig> =>
  ZTrackingConfig.parse(await http.get(PATHS.trackingConfig.read));

/** Creates a row (no id) or updates one; the answer is the configuration now and the re-match it caused. */
export const saveTrackingRow = async (
  section: TTrackingConfigSection,
  id: number | null,
  body: object,
): Promise<TTrackingConfigChange> =>
  ZTrackingConfigChange.parse(
    await http.post(
      id === null
        ? PATHS.trackingConfig[section].create
        : fillPath(PATHS.trackingConfig[section].update, { id }),
      body,
    ),
  );

/**
 * Deletes a row. Silent: a 409 saying how many notes use it is answered with a confirmation, not a toast
 * (the caller shows every other failure).
 */
export const deleteTrackingRow = async (
  section: TTrackingConfigSection,
  id: number,
  force: boolean,
): Promise<TTrackingConfigChange> =>
  ZTrackingConfigChange.parse(
    await http.post(
      `${fillPath(PATHS.trackingConfig[section].remove, { id })}${force ? '?force=1' : ''}`,
      undefined,
      {
        silent: true,
      },
    ),
  );
