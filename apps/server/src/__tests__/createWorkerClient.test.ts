import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createWorkerClient, type WorkerClient } from '../createWorkerClient';
import type { TrialRequest } from './fixtures/trialWorker';

describe('createWorkerClient', () => {
  const opened: Array<WorkerClient<TrialRequest, string>> = [];
  const scratch = mkdtempSync(join(tmpdir(), 'worker-client-'));
  afterEach(async () => {
    for (const client of opened.splice(0)) await client.close();
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /** A client on `entry` whose fallback (work on this thread) records what it was asked. */
  const clientOn = (entry: string) => {
    const fellBack: string[] = [];
    const client = createWorkerClient<TrialRequest, string>(new URL(entry, import.meta.url), (request) => {
      fellBack.push(request.text);
      return `here: ${request.text}`;
    });
    opened.push(client);
    return { client, fellBack };
  };

  it('answers on the worker, and a request the worker fails is rejected, not done again on this thread', async () => {
    const { client, fellBack } = clientOn('./fixtures/trialWorker.ts');
    expect(await client.call({ kind: 'echo', text: 'a' })).toBe('worker: a');
    await expect(client.call({ kind: 'fail', text: 'b' })).rejects.toThrow('cannot do b');
    expect(await client.call({ kind: 'echo', text: 'c' })).toBe('worker: c');
    expect(fellBack).toEqual([]);
  });

  it('starts a new thread when its thread dies, and the lost request is answered there', async () => {
    const { client, fellBack } = clientOn('./fixtures/trialWorker.ts');
    expect(await client.call({ kind: 'echo', text: 'first' })).toBe('worker: first');
    const marker = join(scratch, 'died-once');
    expect(await client.call({ kind: 'dieOnce', text: 'lost', marker })).toBe('worker: lost');
    expect(await client.call({ kind: 'echo', text: 'after' })).toBe('worker: after');
    expect(fellBack).toEqual([]);
  });

  it('rejects a request that kills every thread it is sent to, and keeps answering others', async () => {
    const { client, fellBack } = clientOn('./fixtures/trialWorker.ts');
    await expect(client.call({ kind: 'die', text: 'fatal' })).rejects.toThrow('stopped twice');
    expect(await client.call({ kind: 'echo', text: 'next' })).toBe('worker: next');
    expect(fellBack).toEqual([]);
  });

  it('answers on this thread only when no thread can start', async () => {
    const { client, fellBack } = clientOn('./fixtures/brokenWorker.ts');
    expect(await client.call({ kind: 'echo', text: 'x' })).toBe('here: x');
    expect(await client.call({ kind: 'echo', text: 'y' })).toBe('here: y');
    expect(fellBack).toEqual(['x', 'y']);
  });

  it('rejects what is still waiting when closed', async () => {
    const { client } = clientOn('./fixtures/trialWorker.ts');
    expect(await client.call({ kind: 'echo', text: 'warm' })).toBe('worker: warm');
    const rejected = expect(client.call({ kind: 'echo', text: 'late' })).rejects.toThrow('closed');
    await client.close();
    await rejected;
  });
});
