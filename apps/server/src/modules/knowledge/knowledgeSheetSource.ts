import type { KnowledgeFile } from './readKnowledgeFile';

/**
 * The tenant's Feishu knowledge sheet (`tenants.knowledge_sheet_token`): its rows in the same columns as an
 * uploaded file (feishu/service.ts reads it; feishu/knowledgeSync.ts syncs by hand and on a timer). Without
 * a source, syncing answers 409 "not connected".
 */
export type KnowledgeSheetSource = (tenantId: number, sheetToken: string) => Promise<KnowledgeFile>;
