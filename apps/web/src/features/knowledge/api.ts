import {
  fillPath,
  PATHS,
  type TKnowledgeMode,
  type TKnowledgeRow,
  type TKnowledgeUploadResult,
  type TPage,
  ZKnowledgeRow,
  ZKnowledgeUploadResult,
  ZPage,
} from '@notedesk/contract';
import { http } from '@/app/http/http';
import { saveBlob } from '@/app/http/saveBlob';

export const KNOWLEDGE_KEY = ['knowledge'] as const;

const ZKnowledgePage = ZPage(ZKnowledgeRow);

export const fetchKnowledge = async (query: {
  q: string;
  page: number;
  page_size: number;
}): Promise<TPage<TKnowledgeRow>> => ZKnowledgePage.parse(await http.get(PATHS.knowledge.list, query));

/** Uploads a csv/xlsx; a refused file (422) is the caller's to show, with its bad rows. */
export const uploadKnowledge = async (file: File, mode: TKnowledgeMode): Promise<TKnowledgeUploadResult> => {
  const form = new FormData();
  form.append('file', file);
  return ZKnowledgeUploadResult.parse(
    await http.post(`${PATHS.knowledge.upload}?mode=${mode}`, form, { silent: true }),
  );
};

export const deleteKnowledge = async (id: number): Promise<void> => {
  await http.post(fillPath(PATHS.knowledge.remove, { id }));
};

/** Downloads every row as an xlsx (headers in the user's language). */
export const downloadKnowledge = async (): Promise<void> => {
  const response = await http.axios.get<Blob>(PATHS.knowledge.export, { responseType: 'blob' });
  saveBlob(response.data, 'knowledge.xlsx');
};
