import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { restartDelay } from '../restartDelay';

const serverRoot = join(import.meta.dirname, '../..');

type LogLine = { msg?: string; workerPid?: number; signal?: string; restartInMs?: number };

const listenOnFreePort = () =>
  new Promise<Server>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });

const portOf = (server: Server): number => {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
};

const freePort = async (): Promise<number> => {
  const probe = await listenOnFreePort();
  const port = portOf(probe);
  await new Promise((done) => probe.close(done));
  return port;
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm start` without the web build: the real server entry on a fresh SQLite file, its JSON log lines read. */
const startServer = (port: number, dataDir: string) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: join(dataDir, 'notedesk.db'),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: 'crash-recovery-secret-0123456789abcdefghij',
      WEB_DIST: join(dataDir, 'no-web-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const seen: LogLine[] = [];
  const waiting: Array<{ match: (line: LogLine) => boolean; done: (line: LogLine) => void }> = [];
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    seen.push(line);
    for (const waiter of [...waiting]) {
      if (waiter.match(line)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.done(line);
      }
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  /** The next log line (from now on, or already seen after `after` lines) that matches. */
  const nextLine = (match: (line: LogLine) => boolean, after = seen.length): Promise<LogLine> => {
    const earlier = seen.slice(after).find(match);
    if (earlier) return Promise.resolve(earlier);
    return new Promise((done, fail) => {
      waiting.push({ match, done });
      child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${stderr}`)));
    });
  };
  return { child, nextLine, seen, stderr: () => stderr };
};

const healthz = async (port: number) => (await fetch(`http://127.0.0.1:${port}/healthz`)).status;

describe('crash recovery: the primary restarts a server process that dies', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'notedesk-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  const stopOnCleanup = (child: ChildProcess) =>
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
    });

  it('answers /healthz again after kill -9 of its only server process, backs off on repeats, and SIGTERM stops everything', async () => {
    const port = await freePort();
    const server = startServer(port, tempDir());
    stopOnCleanup(server.child);
    const isListening = (line: LogLine) => line.msg === 'server process listening';

    const first = await server.nextLine(isListening);
    expect(await healthz(port)).toBe(200);

    let victim = first.workerPid!;
    const restartPauses: number[] = [];
    for (let kill = 0; kill < 2; kill++) {
      const mark = server.seen.length;
      process.kill(victim, 'SIGKILL');
      const exited = await server.nextLine(
        (line) => line.msg === 'server process exited; starting another' && line.workerPid === victim,
        mark,
      );
      expect(exited.signal).toBe('SIGKILL');
      restartPauses.push(exited.restartInMs!);
      const next = await server.nextLine((line) => isListening(line) && line.workerPid !== victim, mark);
      expect(await healthz(port)).toBe(200);
      victim = next.workerPid!;
    }
    // A second quick death waits twice as long as the first.
    expect(restartPauses).toEqual([1000, 2000]);

    server.child.kill('SIGTERM');
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(0);
    expect(isAlive(victim)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, 240_000);

  it('stops with exit code 1 instead of restarting when the server cannot start (port taken)', async () => {
    const taken = await listenOnFreePort();
    cleanups.push(() => new Promise<void>((done) => taken.close(() => done())));
    const server = startServer(portOf(taken), tempDir());
    stopOnCleanup(server.child);
    const [code] = await once(server.child, 'exit');
    expect(code).toBe(1);
    expect(server.seen.some((line) => line.msg === 'server process exited; starting another')).toBe(false);
  }, 240_000);
});

describe('restartDelay', () => {
  it('starts at 1 s, doubles while processes die quickly, stops at 30 s, and starts over after a stable run', () => {
    const pauses: number[] = [];
    let pause: number | undefined;
    for (let death = 0; death < 7; death++) {
      pause = restartDelay(pause, 500);
      pauses.push(pause);
    }
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(restartDelay(30_000, 60_000)).toBe(1000);
  });
});
