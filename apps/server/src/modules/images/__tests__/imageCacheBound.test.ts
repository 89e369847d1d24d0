import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import type { AppInstance } from '../../../appInstance';
import { TEST_JWT_SECRET, testConfig } from '../../../testing/testApp';
import { createTestDatabase, type TestDatabase } from '../../../testing/testDatabase';
import { createImageUrls } from '../imageUrls';
import { type FakeCdn, startFakeCdn, XHS } from './startFakeCdn';

const MIB = 2 ** 20;
/** Three of these fit in the 1 MB cache, four do not. */
const IMAGE_BYTES = 300 * 1024;
const fileOf = (name: string) => `sized-${IMAGE_BYTES}-${name}.png`;

/** Bytes of every file under `directory`. */
const bytesUnder = (directory: string): number =>
  readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);

describe('the image cache is bounded by IMAGE_CACHE_MAX_MB', () => {
  let cdn: FakeCdn;
  let database: TestDatabase;
  let dataDir: string;
  let app: AppInstance;
  let clock = Date.UTC(2025, 2, 1, 8);
  const now = () => clock;
  const signed = createImageUrls({ secret: TEST_JWT_SECRET, now }).sign;

  const build = async (): Promise<AppInstance> => {
    const built = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, IMAGE_CACHE_MAX_MB: '1' }),
      database: database.handle,
      logger: false,
      now,
      imageProxy: { fetch: cdn.transport, maxBytes: MIB },
    });
    await built.ready();
    return built;
  };
  /** Loads an image a second after the last one; answers whether the CDN was asked (false: from disk). */
  const load = async (name: string): Promise<boolean> => {
    clock += 1000;
    const before = cdn.hits(XHS, fileOf(name));
    const response = await app.inject({ method: 'GET', url: signed(`/images/${XHS}/${fileOf(name)}`) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.length).toBe(IMAGE_BYTES);
    return cdn.hits(XHS, fileOf(name)) > before;
  };
  const cacheBytes = () => bytesUnder(join(dataDir, 'image-cache'));

  beforeAll(async () => {
    cdn = await startFakeCdn(MIB);
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'notedesk-image-bound-'));
    app = await build();
  });

  afterAll(async () => {
    await app?.close();
    await cdn?.close();
    await database?.cleanup();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('evicts the least recently used image when a write passes the bound; the one just used survives', async () => {
    for (const name of ['a', 'b', 'c']) expect(await load(name)).toBe(true);
    // a is used again: now b is the one used longest ago.
    expect(await load('a')).toBe(false);
    expect(await load('d')).toBe(true);
    expect(cacheBytes()).toBeLessThanOrEqual(MIB);

    expect(await load('a')).toBe(false);
    expect(await load('c')).toBe(false);
    expect(await load('b')).toBe(true);
    expect(cacheBytes()).toBeLessThanOrEqual(MIB);
  });

  it('after a restart, counts the files already there and the order they were used in', async () => {
    // On disk now, least recently used first: a, c, b.
    await app.close();
    app = await build();
    expect(await load('a')).toBe(false);
    expect(await load('e')).toBe(true);
    expect(cacheBytes()).toBeLessThanOrEqual(MIB);
    // c was used longest ago, so it went; a (just used) and b stayed.
    expect(await load('a')).toBe(false);
    expect(await load('b')).toBe(false);
    expect(await load('c')).toBe(true);
  });
});
