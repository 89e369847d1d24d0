import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZCommentRow, ZPage } from '@notedesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newComment } from '../../../testing/factories/newComment';
import { newNote } from '../../../testing/factories/newNote';
import { createTestApp, expectFailure, expectOk, type TestApp } from '../../../testing/testApp';
import { type FakeCdn, startFakeCdn, XHS } from './startFakeCdn';

const DAY = 24 * 60 * 60 * 1000;
const DY_SIGN = 'p3-pc-sign.douyinpic.com';
const XHS_FILE = '202405011230/abc/sized-2048-xhs.png';
/** A Douyin picture as MediaCrawler stores it: the CDN's own signed query (with an `s=` of its own) is part of it. */
const DY_FILE =
  'tos-cn-i-0813/sized-4096-dy.webp?x-expires=1719644400&x-signature=abc%2Bdef%3D&from=327834062&s=PackSourceEnum_AWEME_DETAIL';
const AVATAR_HOST = 'sns-avatar-qc.xhscdn.com';
const AVATAR_FILE = 'avatar/sized-1024-me.png?imageView2/2/w/120/format/jpg';
/** The signature the API appends to a proxy path. */
const SIGNATURE = /[?&]nd_exp=(\d+)&nd_sig=([\w-]+)$/;

const filesUnder = (directory: string): string[] => {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/** The image URLs the API hands out are signed; the proxy serves those and refuses every other URL. */
describe('signed image links', () => {
  let t: TestApp;
  let cdn: FakeCdn;
  let dataDir: string;
  let token: string;
  let noteId: number;

  const pictures = async (): Promise<string[]> => {
    const page = ZPage(ZCommentRow).parse(
      expectOk(await t.api(token).get(`/api/track/content-comments?note_id=${noteId}`)),
    );
    expect(page.items).toHaveLength(1);
    return page.items[0]!.pictures;
  };
  /** What a browser's <img> does: no token, the URL exactly as the API gave it. */
  const load = (url: string) => t.app.inject({ method: 'GET', url });
  const upstreamHits = () => cdn.seen.length;
  /** Moves the clock on and logs in again (tokens live an hour in tests). */
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    token = await t.loginAs(t.a.worker);
  };

  beforeAll(async () => {
    cdn = await startFakeCdn(1024 * 1024);
    dataDir = mkdtempSync(join(tmpdir(), 'notedesk-image-links-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir }, imageProxy: { fetch: cdn.transport } });
    token = await t.loginAs(t.a.worker);
    noteId = await newNote(t, {
      tenant_id: t.a.id,
      at: t.clock.now() - 2 * DAY,
      platform_note_id: 'img1',
      title: '图',
      author_id: 'au-img',
      author_avatar: `https://${AVATAR_HOST}/${AVATAR_FILE}`,
      cover_url: `https://${XHS}/${XHS_FILE}`,
    });
    await newComment(t, {
      note_id: noteId,
      at: t.clock.now() - DAY,
      content: '有图',
      pictures: JSON.stringify([`https://${XHS}/${XHS_FILE}`, `https://${DY_SIGN}/${DY_FILE}`]),
    });
  });

  afterAll(async () => {
    await t?.close();
    await cdn?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(() => {
    cdn.seen.length = 0;
  });

  it('the comment list hands out signed picture URLs that load through the proxy', async () => {
    const [xhs, dy] = await pictures();
    expect(xhs).toMatch(new RegExp(`^/images/${XHS}/${XHS_FILE}\\?nd_exp=\\d+&nd_sig=[\\w-]+$`));
    expect(dy?.startsWith(`/images/${DY_SIGN}/${DY_FILE}&nd_exp=`)).toBe(true);
    for (const [url, bytes] of [
      [xhs!, 2048],
      [dy!, 4096],
    ] as const) {
      const response = await load(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.rawPayload.length).toBe(bytes);
    }
    // The CDN sees its own URL, its query intact and without ours.
    expect(cdn.seen.map((entry) => entry.path)).toEqual([`/${XHS}/${XHS_FILE}`, `/${DY_SIGN}/${DY_FILE}`]);
  });

  it('note covers and avatars (contents, the author picker) are signed and load too', async () => {
    const notes = expectOk(await t.api(token).get('/api/track/contents')) as {
      items: { author_avatar: string; cover_url: string }[];
    };
    const authors = expectOk(await t.api(token).get('/api/track/post-user-list')) as {
      items: { avatar: string }[];
    };
    const urls = [notes.items[0]?.author_avatar, notes.items[0]?.cover_url, authors.items[0]?.avatar];
    expect(urls[0]).toMatch(new RegExp(`^/images/${AVATAR_HOST}/.+&nd_exp=\\d+&nd_sig=[\\w-]+$`));
    expect(urls[2]).toBe(urls[0]);
    for (const url of urls) expect((await load(url!)).statusCode, url).toBe(200);
    expect(cdn.hits(AVATAR_HOST, AVATAR_FILE)).toBe(1);
  });

  it('an unsigned proxy URL is refused with 403 and the CDN is never asked', async () => {
    for (const url of await pictures()) {
      const unsigned = url.replace(SIGNATURE, '');
      const body = expectFailure(await t.api().get(unsigned, { headers: { 'accept-language': 'en' } }), 403);
      expect(body.detail).toBe('This image link is not valid. Reload the page.');
    }
    expect(upstreamHits()).toBe(0);
  });

  it('a tampered signature, or one moved to another image or query, is refused with 403', async () => {
    const [xhs, dy] = await pictures();
    const [, expiry, signature] = SIGNATURE.exec(xhs!) ?? [];
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const tampered = [
      xhs!.replace(`nd_sig=${signature}`, `nd_sig=${flipped}`),
      xhs!.replace(`nd_exp=${expiry}`, `nd_exp=${Number(expiry) + DAY / 1000}`),
      xhs!.replace('sized-2048-xhs.png', 'sized-2049-xhs.png'),
      xhs!.replace(`/images/${XHS}/`, '/images/sns-img-qc.xhscdn.com/'),
      dy!.replace('x-expires=1719644400', 'x-expires=1999999999'),
      xhs!.replace('?nd_exp', '?imageView2/2/w/9999&nd_exp'),
    ];
    for (const url of tampered) expectFailure(await t.api().get(url), 403);
    expect(upstreamHits()).toBe(0);
  });

  it('keeps one URL per image through the day; a URL past its expiry is refused, the fresh one loads from disk', async () => {
    const [morning] = await pictures();
    expect((await load(morning!)).statusCode).toBe(200);
    await advance(60 * 60 * 1000);
    const [later] = await pictures();
    // The same URL all day, so the browser's cache keeps serving it.
    expect(later).toBe(morning);

    await advance(3 * DAY);
    const body = expectFailure(await t.api().get(morning!, { headers: { 'accept-language': 'en' } }), 403);
    expect(body.detail).toBe('This image link has expired. Reload the page.');
    const [fresh] = await pictures();
    expect(fresh).not.toBe(morning);
    const hitsBefore = upstreamHits();
    expect((await load(fresh!)).statusCode).toBe(200);
    // A new signature, the same image: served from the disk cache.
    expect(upstreamHits()).toBe(hitsBefore);
  });

  it('200 query variants of one signed image are refused and leave one file in the cache', async () => {
    const [url] = await pictures();
    expect((await load(url!)).statusCode).toBe(200);
    const cached = filesUnder(join(dataDir, 'image-cache')).length;
    const unsigned = url!.replace(SIGNATURE, '');
    for (let variant = 0; variant < 100; variant += 1) {
      expectFailure(await t.api().get(`${unsigned}?v=${variant}`), 403);
      expectFailure(await t.api().get(`${url}&v=${variant}`), 403);
    }
    expect(filesUnder(join(dataDir, 'image-cache')).length).toBe(cached);
    expect(upstreamHits()).toBeLessThanOrEqual(1);
  });
});
