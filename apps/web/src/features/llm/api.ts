import {
  PATHS,
  type TLlmSettings,
  type TLlmSettingsInput,
  type TLlmTestResult,
  type TLlmUsage,
  ZEnvelope,
  ZLlmSettings,
  ZLlmTestResult,
  ZLlmUsage,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

export const LLM_SETTINGS_KEY = ['admin', 'llm-settings'] as const;
export const LLM_USAGE_KEY = ['admin', 'llm-usage'] as const;

export const fetchLlmSettings = async (): Promise<TLlmSettings> =>
  ZLlmSettings.parse(await http.get(PATHS.llm.settings));

/** PUT (the client's helpers cover GET and POST): the envelope is checked here. */
export const saveLlmSettings = async (input: TLlmSettingsInput): Promise<TLlmSettings> =>
  ZEnvelope(ZLlmSettings).parse((await http.axios.put(PATHS.llm.settings, input)).data).data;

export const testLlmConnection = async (): Promise<TLlmTestResult> =>
  ZLlmTestResult.parse(await http.post(PATHS.llm.settingsTest));

export const fetchLlmUsage = async (): Promise<TLlmUsage> => ZLlmUsage.parse(await http.get(PATHS.llm.usage));
