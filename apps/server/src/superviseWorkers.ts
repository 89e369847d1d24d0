import type { Cluster, Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { type RestartBackoff, restartDelay } from './restartDelay';

/** A worker that ignores SIGTERM this long is killed, so a stop never hangs. */
const STOP_GRACE_MS = 10_000;

export type SupervisorOptions = {
  cluster: Cluster;
  workers: number;
  log: Logger;
  backoff?: RestartBackoff;
  /** Ends the primary: 0 after a stop by signal, 1 when no server process ever started. */
  exit: (code: number) => void;
};

/**
 * The cluster primary's watch over the server processes: starts `workers` of them and starts another when
 * one dies (kill -9, out of memory), pausing by `restartDelay` between restarts. If none ever started
 * listening (a bad port, a broken database), restarting cannot help: the primary stops with exit code 1,
 * as a single process would. SIGINT/SIGTERM stop the workers (each closes its server and database) and then
 * the primary. Restarts across reboots are the service manager's job (README: systemd, Docker).
 */
export const superviseWorkers = ({ cluster, workers, log, backoff, exit }: SupervisorOptions): void => {
  const startedAt = new Map<number, number>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let lastDelayMs: number | undefined;
  let anyListened = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  // A worker that just exited may stay listed until its IPC channel closes too.
  const living = (): Worker[] =>
    Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && !worker.isDead(),
    );

  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const timer of pendingRestarts) clearTimeout(timer);
    pendingRestarts.clear();
    const remaining = living();
    if (remaining.length === 0) return exit(exitCode);
    for (const worker of remaining) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of living()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS).unref();
  };

  cluster.on('listening', (worker) => {
    anyListened = true;
    log.info({ workerPid: worker.process.pid }, 'server process listening');
  });
  cluster.on('exit', (worker, code, signal) => {
    const uptimeMs = Date.now() - (startedAt.get(worker.id) ?? Date.now());
    startedAt.delete(worker.id);
    if (stopping) {
      if (living().length === 0) exit(exitCode);
      return;
    }
    if (!anyListened) {
      log.error({ workerPid: worker.process.pid, code }, 'the server process did not start; stopping');
      stop(1);
      return;
    }
    lastDelayMs = restartDelay(lastDelayMs, uptimeMs, backoff);
    log.warn(
      { workerPid: worker.process.pid, code, signal, restartInMs: lastDelayMs },
      'server process exited; starting another',
    );
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      fork();
    }, lastDelayMs);
    pendingRestarts.add(timer);
  });
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));

  for (let n = 0; n < workers; n++) fork();
  log.info({ workers }, 'NoteDesk server processes started');
};
