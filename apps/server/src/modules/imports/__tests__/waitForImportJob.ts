import { type TImportJob, ZImportJob } from '@notedesk/contract';
import { type ApiClient, expectOk } from '../../../testing/testApp';

/**
 * Polls GET /api/imports/:id until the job is done or failed, as the web page does; gives up after about a
 * minute (the first job of a process also starts the classifier thread, slow on a busy machine).
 */
export const waitForImportJob = async (api: ApiClient, id: number): Promise<TImportJob> => {
  for (let attempt = 0; attempt < 2400; attempt += 1) {
    const job = ZImportJob.parse(expectOk(await api.get(`/api/imports/${id}`)));
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${id} did not finish`);
};
