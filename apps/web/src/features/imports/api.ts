import { fillPath, PATHS, type TImportJob, type TPage, ZImportJob, ZPage } from '@notedesk/contract';
import { http } from '@/app/http/http';
import { saveBlob } from '@/app/http/saveBlob';

export const IMPORTS_KEY = ['imports'] as const;
export const importJobKey = (id: number) => [...IMPORTS_KEY, 'job', id] as const;
export const importHistoryKey = (page: number) => [...IMPORTS_KEY, 'history', page] as const;

/** The upload as a browser form: every file under the field `file`. */
export const uploadImport = async (
  files: readonly File[],
  onProgress: (percent: number) => void,
): Promise<TImportJob> => {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return ZImportJob.parse(
    await http.post(PATHS.imports.start, form, {
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    }),
  );
};

export const fetchImportJob = async (id: number): Promise<TImportJob> =>
  ZImportJob.parse(await http.get(fillPath(PATHS.imports.job, { id })));

export const fetchImportJobs = async (page: number, pageSize: number): Promise<TPage<TImportJob>> =>
  ZPage(ZImportJob).parse(await http.get(PATHS.imports.list, { page, page_size: pageSize }));

/** Downloads a job's error report (the call needs the token, so not a plain link). */
export const downloadErrorsCsv = async (id: number): Promise<void> => {
  const response = await http.axios.get<Blob>(fillPath(PATHS.imports.errorsCsv, { id }), {
    responseType: 'blob',
  });
  saveBlob(response.data, `import-${id}-errors.csv`);
};
