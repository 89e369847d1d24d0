import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverRoot = join(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'notedesk-classify-cli-'));

/** Runs `tsx src/cli.ts classify` with the given standard input; resolves with its output lines. */
const runClassify = (input: string): Promise<{ code: number | null; lines: string[] }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'classify'], {
      cwd: serverRoot,
      env: { ...process.env, DATABASE_URL: join(dir, 'cli.db') },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: out.split('\n').filter(Boolean) }));
    child.stdin.end(input);
  });

describe('npm run cli -- classify', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes one JSON line of labels per input line, in order; a bad line gets an error and the rest go on', async () => {
    const input = [
      JSON.stringify({ text: '求链接，多少钱' }),
      'not json',
      JSON.stringify({ text: '用了三天烂脸了' }),
      JSON.stringify({ nope: 1 }),
      JSON.stringify({ text: '打卡' }),
    ].join('\n');
    const { code, lines } = await runClassify(`${input}\n`);
    expect(code).toBe(0);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toHaveLength(5);
    expect(parsed[0]).toMatchObject({ cls_type: 1, content_type: 'purchase_consultation' });
    expect(parsed[1]).toEqual({ error: 'not JSON' });
    expect(parsed[2]).toMatchObject({ cls_type: 0, neg_type: 'adaptation' });
    expect(parsed[3]).toHaveProperty('error');
    expect(parsed[4]).toMatchObject({ cls_type: 100 });
  });

  it('keeps order over more lines than one batch', async () => {
    const texts = Array.from({ length: 1200 }, (_, i) => (i % 2 ? `求链接${i}` : `烂脸了${i}`));
    const { lines } = await runClassify(`${texts.map((text) => JSON.stringify({ text })).join('\n')}\n`);
    expect(lines).toHaveLength(1200);
    lines.forEach((line, i) => {
      expect((JSON.parse(line) as { cls_type: number }).cls_type).toBe(i % 2 ? 1 : 0);
    });
  });
});
