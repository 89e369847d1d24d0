import {
  fillPath,
  PATHS,
  type TExportJob,
  type TExportJobList,
  type TExportSubject,
  ZExportJob,
  ZExportJobList,
  ZExportStarted,
} from '@notedesk/contract';
import { http } from '@/app/http/http';
import { saveBlob } from '@/app/http/saveBlob';

export const EXPORTS_KEY = ['exports'] as const;

const EXPORT_PATHS: Record<TExportSubject, string> = {
  comments: PATHS.comments.exportXlsx,
  notes: PATHS.notes.exportXlsx,
};

/** The server's file name (RFC 6266 `filename*`), or a plain one. */
const fileNameOf = (disposition: unknown, fallback: string): string => {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(String(disposition ?? ''))?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
};

/**
 * Exports the list under `query` (the list's own filters). A small export downloads at once (null); a large
 * one answers with a job (202) to follow.
 */
export const startExport = async (subject: TExportSubject, query: object): Promise<TExportJob | null> => {
  const response = await http.axios.get<Blob>(EXPORT_PATHS[subject], { params: query, responseType: 'blob' });
  if (response.status === 202) {
    const body = JSON.parse(await response.data.text()) as { data: unknown };
    return ZExportStarted.parse(body.data).job;
  }
  saveBlob(response.data, fileNameOf(response.headers['content-disposition'], `${subject}.xlsx`));
  return null;
};

export const fetchExportJob = async (id: number): Promise<TExportJob> =>
  ZExportJob.parse(await http.get(fillPath(PATHS.exports.job, { id })));

export const fetchExportJobs = async (): Promise<TExportJobList> =>
  ZExportJobList.parse(await http.get(PATHS.exports.list));

export const downloadExportFile = async (id: number): Promise<void> => {
  const response = await http.axios.get<Blob>(fillPath(PATHS.exports.file, { id }), { responseType: 'blob' });
  saveBlob(response.data, fileNameOf(response.headers['content-disposition'], `export-${id}.xlsx`));
};
