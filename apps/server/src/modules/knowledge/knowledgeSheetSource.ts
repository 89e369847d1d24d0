import type { KnowledgeFile } from './readKnowledgeFile';

/**
 * SEAM for the tenant's Feishu knowledge sheet (`tenants.knowledge_sheet_token`): reads the sheet's rows in
 * the same columns as an uploaded file. The Feishu client arrives with a later issue; until it is passed to
 * `createKnowledgeService`, syncing from the sheet answers 409 "not connected".
 */
export type KnowledgeSheetSource = (tenantId: number, sheetToken: string) => Promise<KnowledgeFile>;
