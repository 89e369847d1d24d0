import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a TypeScript module. tsx's loader hooks belong to the thread that registered
 * them (Node 20 ignores --import for workers), so the thread registers tsx itself before importing it.
 */
export const startTsWorker = (entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker => {
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
};
