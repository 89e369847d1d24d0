import {
  fillPath,
  PATHS,
  type TExportedLinks,
  type TFeishuExportInput,
  type TFeishuExportJob,
  type TFeishuKnowledgeSync,
  type TFeishuSettings,
  type TFeishuSettingsInput,
  type TFeishuTestResult,
  ZEnvelope,
  ZExportedLinks,
  ZFeishuExportJob,
  ZFeishuKnowledgeSync,
  ZFeishuSettings,
  ZFeishuTestResult,
} from '@notedesk/contract';
import { http } from '@/app/http/http';

export const FEISHU_SETTINGS_KEY = ['admin', 'feishu-settings'] as const;
export const EXPORTED_LINKS_KEY = ['feishu', 'exported-links'] as const;

export const fetchFeishuSettings = async (): Promise<TFeishuSettings> =>
  ZFeishuSettings.parse(await http.get(PATHS.feishu.settings));

/** PUT (the client's helpers cover GET and POST): the envelope is checked here. */
export const saveFeishuSettings = async (input: TFeishuSettingsInput): Promise<TFeishuSettings> =>
  ZEnvelope(ZFeishuSettings).parse((await http.axios.put(PATHS.feishu.settings, input)).data).data;

export const testFeishu = async (): Promise<TFeishuTestResult> =>
  ZFeishuTestResult.parse(await http.post(PATHS.feishu.settingsTest));

export const FEISHU_EXPORT_JOB_KEY = ['feishu', 'export-job'] as const;

/** Starts an export: the answer is the job, running; `fetchFeishuExportJob` follows it. */
export const exportToFeishu = async (input: TFeishuExportInput): Promise<TFeishuExportJob> =>
  ZFeishuExportJob.parse(await http.post(PATHS.feishu.export, input));

export const retryFeishuExport = async (id: number): Promise<TFeishuExportJob> =>
  ZFeishuExportJob.parse(await http.post(fillPath(PATHS.feishu.retry, { id })));

export const fetchFeishuExportJob = async (id: number): Promise<TFeishuExportJob> =>
  ZFeishuExportJob.parse(await http.get(fillPath(PATHS.feishu.job, { id })));

/** Reads the knowledge sheet into the knowledge now; the answer says what was read and refused. */
export const syncKnowledgeSheet = async (): Promise<TFeishuKnowledgeSync> =>
  ZFeishuKnowledgeSync.parse(await http.post(PATHS.feishu.knowledgeSync, undefined, { timeout: 0 }));

export const fetchExportedLinks = async (noteIds: number[]): Promise<TExportedLinks> =>
  ZExportedLinks.parse(await http.get(PATHS.feishu.exportedLinks, { note_id: noteIds.join(',') }));
