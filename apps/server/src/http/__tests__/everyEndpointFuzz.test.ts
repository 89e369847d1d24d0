import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newComment } from '../../testing/factories/newComment';
import { newNote } from '../../testing/factories/newNote';
import { newUser } from '../../testing/factories/newUser';
import { answerProblem } from '../../testing/fuzz/answerProblem';
import { crawlerRecord } from '../../testing/fuzz/crawlerRecord';
import { createFuzzIdentities } from '../../testing/fuzz/fuzzIdentities';
import { fuzzRequest, type Operation } from '../../testing/fuzz/fuzzRequest';
import { type JsonSchema, type SchemaVocabulary, schemaArbitrary } from '../../testing/fuzz/schemaArbitrary';
import { sendFuzzRequest } from '../../testing/fuzz/sendFuzzRequest';
import { startFakeUpstream } from '../../testing/fuzz/startFakeUpstream';
import { uploadFile } from '../../testing/fuzz/uploadFile';
import { createTestApp, expectOk } from '../../testing/testApp';

/**
 * Property-based tests over every endpoint the OpenAPI document lists: path parameters, query strings and
 * bodies as the schemas have them and as an attacker sends them, as the admin, manager and worker of a
 * seeded tenant, with a crawler's API key, without a token and with a forged one. Every answer must come
 * (no hang), be no 5xx, and be the envelope (or the token shape); after each endpoint the server must still
 * answer /healthz and a list page.
 *
 * The seed is random on purpose (each run explores new inputs); a failure prints it with the shrunk request.
 * Reproduce with FUZZ_SEED=<seed> FUZZ_PATH=<path> (and FUZZ_RUNS to run more or fewer cases per endpoint).
 */

/** Cases per endpoint: the whole file stays around a minute on SQLite on two cores. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;

/**
 * Endpoints that do seconds of work per call get fewer cases and more time before they count as hung: a retrain
 * fits a model on ~14,000 comments on a worker thread (~10 CPU-s; half a minute when the two cores are shared).
 */
const COSTLY: Record<string, { runs: number; deadlineMs: number }> = {
  'POST /api/track/classifier/retrain': { runs: 5, deadlineMs: 90_000 },
};

/** Multipart uploads: the OpenAPI document has no body schema for them. */
const UPLOADS = new Set(['POST /api/imports', 'POST /api/knowledge/upload']);

/** Image CDN hosts of the allow-list, so image requests reach the (fake) CDN. */
const CDN_HOSTS = ['sns-webpic-qc.xhscdn.com', 'p3-pc.douyinpic.com'];

const ZDocument = z.object({
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.object({
        parameters: z
          .array(
            z.object({
              in: z.string(),
              name: z.string(),
              required: z.boolean().optional(),
              schema: z.custom<JsonSchema>().optional(),
            }),
          )
          .optional(),
        requestBody: z
          .object({ content: z.record(z.string(), z.object({ schema: z.custom<JsonSchema>().optional() })) })
          .optional(),
      }),
    ),
  ),
});

const workbookBytes = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('知识库');
  sheet.addRow(['问题', '答案', '产品', '关键词']);
  sheet.addRow(['敏感肌能用吗', '可以，先在耳后试用', '修护精华', '敏感肌,试用']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const upstream = await startFakeUpstream();
const dataDir = mkdtempSync(join(tmpdir(), 'notedesk-fuzz-'));
const t = await createTestApp({
  env: { DATA_DIR: dataDir, LLM_TIMEOUT_MS: '2000', LLM_RETRY_DELAY_MS: '0' },
  imageProxy: {
    // Every CDN is the fake one: `https://<host>/<path>` → `<fake>/cdn/<host>/<path>`.
    fetch: (url, init) => fetch(`${upstream.origin}/cdn/${url.replace(/^https:\/\//, '')}`, init),
    timeoutMs: 2_000,
  },
});
const identities = createFuzzIdentities(t);
// The seed model is trained before the fuzzing starts, as `npm start` warms it: its first fit is a start-up cost,
// not an answer time (this asks for it as a manager, with ten minutes to answer).
await sendFuzzRequest(
  t.app,
  identities,
  {
    method: 'GET',
    url: '/api/track/classifier/model',
    identity: 'manager',
    forgedToken: '',
    acceptLanguage: 'en-US',
    body: {},
  },
  600_000,
);
const decoy = await newUser(t, { tenantId: t.a.id, username: 'ta-fuzz-decoy', role: 'worker' });

// Rows the generated ids and texts can name: notes with comments in tenant A.
const now = t.clock.now();
const noteIds: number[] = [];
const platformNoteIds = [0, 1, 2].map((index) => `fuzz-note-${index}`);
const commentIds: number[] = [];
for (const [index, platform] of (['xhs', 'dy', 'xhs'] as const).entries()) {
  const noteId = await newNote(t, {
    tenant_id: t.a.id,
    at: now - index * 3_600_000,
    platform,
    platform_note_id: platformNoteIds[index]!,
    brand_id: t.a.brandIds[0] ?? null,
  });
  noteIds.push(noteId);
  for (let comment = 0; comment < 3; comment += 1) {
    commentIds.push(
      await newComment(t, { note_id: noteId, at: now - comment * 60_000, content: `评论 ${comment}` }),
    );
  }
}

const vocabulary: SchemaVocabulary = {
  knownIntegers: [
    ...[t.a, t.b].flatMap((tenant) => [
      tenant.id,
      tenant.admin.id,
      tenant.manager.id,
      tenant.worker.id,
      ...tenant.brandIds,
      ...tenant.productLineIds,
      ...Object.values(tenant.products),
    ]),
    ...noteIds,
    ...commentIds,
  ],
  knownStrings: [
    'xhs',
    'dy',
    ...CDN_HOSTS,
    ...platformNoteIds,
    // Not the accounts the fuzzer acts as: wrong passwords for them would lock them out of their next login.
    decoy.username,
    decoy.password,
    // Passes the password rules, so account creation and password resets get past validation.
    'Fuzz-Passw0rd-2024',
    t.b.admin.username,
    t.b.worker.username,
  ],
  webAddress: fc.oneof(
    fc.constantFrom(
      `${upstream.origin}/v1`,
      `${upstream.origin}/garbage`,
      `${upstream.origin}/broken`,
      'http://127.0.0.1:1/v1',
      '',
    ),
    fc.string({ maxLength: 30 }).map((path) => `${upstream.origin}/${encodeURIComponent(path)}`),
  ),
  freeFormObject: crawlerRecord(now, platformNoteIds),
};

const document = ZDocument.parse((await t.app.inject({ url: '/api/docs/json' })).json());
const workbook = await workbookBytes();
const operations: Operation[] = Object.entries(document.paths)
  .filter(([path]) => !path.startsWith('/api/docs'))
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): Operation => {
      const name = `${method.toUpperCase()} ${path}`;
      const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: {
          ...(media?.schema ? { shaped: schemaArbitrary(media.schema, vocabulary) } : {}),
          ...(mediaType ? { mediaType } : {}),
          ...(UPLOADS.has(name)
            ? { files: fc.array(uploadFile(now, platformNoteIds, workbook), { minLength: 0, maxLength: 3 }) }
            : {}),
        },
      };
    }),
  );

let fuzzed = 0;
/** Endpoint → how many of its fuzzed requests got past validation and the guard (a 2xx answer). */
const succeeded = new Map<string, number>();

afterAll(async () => {
  const neverOk = operations
    .map((operation) => `${operation.method} ${operation.path}`)
    .filter((name) => !succeeded.has(name));
  console.info(
    `fuzzed ${fuzzed} requests over ${operations.length} endpoints (${RUNS} cases each); ` +
      `no 2xx answer for: ${neverOk.join(', ') || 'none'}`,
  );
  await t.close();
  await upstream.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('every endpoint, fuzzed: no 5xx, no hang, the envelope, and the server keeps serving', () => {
  it('finds the endpoints in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([...UPLOADS, 'POST /api/ingest/comments', 'GET /api/track/content-comments']),
    );
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    async (name, operation) => {
      await fc.assert(
        fc.asyncProperty(fuzzRequest(operation, vocabulary), async (request) => {
          fuzzed += 1;
          const response = await sendFuzzRequest(t.app, identities, request, COSTLY[name]?.deadlineMs);
          if (response.status < 300) succeeded.set(name, (succeeded.get(name) ?? 0) + 1);
          const problem = answerProblem(request, response);
          if (problem !== undefined) throw new Error(problem);
        }),
        {
          numRuns: Math.min(RUNS, COSTLY[name]?.runs ?? RUNS),
          ...(SEED !== undefined ? { seed: SEED } : {}),
          ...(PATH ? { path: PATH } : {}),
        },
      );
      // Still serving: the health check and a list page answer as before.
      const health = await t.api().get('/healthz');
      expect(health.status, health.text).toBe(200);
      const list = await sendFuzzRequest(t.app, identities, {
        method: 'GET',
        url: '/api/track/content-comments?page=1&page_size=20',
        identity: 'worker',
        forgedToken: '',
        acceptLanguage: 'en-US',
        body: {},
      });
      expectOk(list);
    },
    180_000,
  );
});
