import { AppError, badGateway } from '../../http/AppError';
import { cdnReferer } from './cdnReferer';
import type { ProxyTarget } from './proxyTarget';

/** The transport: Node's global fetch in production; tests pass one that reaches a fake CDN on 127.0.0.1. */
export type ImageFetch = (url: string, init: RequestInit) => Promise<Response>;

export type UpstreamImage = { bytes: Buffer; contentType: string };

export type UpstreamLimits = { timeoutMs: number; maxBytes: number; maxRedirects: number };

/** Some CDNs refuse clients that do not look like a browser. */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/**
 * Raster images only: an SVG served from our own origin could carry script, and a photo CDN never needs it.
 */
const IMAGE_TYPE = /^image\/(?!svg)[a-z0-9.+-]+$/;

const isRedirect = (status: number): boolean => [301, 302, 303, 307, 308].includes(status);

/** Frees the connection of a response whose body we do not want. */
const discard = async (response: Response): Promise<void> => {
  await response.body?.cancel().catch(() => undefined);
};

/**
 * Where a redirect may go: https on the default port to an allow-listed host (which need not be the same
 * CDN host: xhs moves images between its own edge hosts). Anything else would make us a proxy to it.
 */
const redirectTarget = (location: string | null, from: URL): ProxyTarget => {
  let url: URL | undefined;
  try {
    url = location ? new URL(location, from) : undefined;
  } catch {
    url = undefined;
  }
  const referer = url ? cdnReferer(url.hostname) : undefined;
  if (!url || !referer || url.protocol !== 'https:' || url.port !== '' || url.username || url.password) {
    throw badGateway('imageRedirectRefused');
  }
  return { url, referer };
};

/** "10 MB", "64 KB": the limit as a person reads it. */
const formatSize = (bytes: number): string =>
  bytes >= 2 ** 20 ? `${Math.floor(bytes / 2 ** 20)} MB` : `${Math.floor(bytes / 1024)} KB`;

/** Reads the body, giving up as soon as it passes `maxBytes` (a missing or lying Content-Length included). */
const readCapped = async (response: Response, maxBytes: number): Promise<Buffer> => {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const tooLarge = () => badGateway('imageTooLarge', { limit: formatSize(maxBytes) });
  if (declared > maxBytes) {
    await discard(response);
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
};

/** The fetch itself, hop by hop, with the whole exchange (redirects and body) inside one time limit. */
const fetchWithin = async (
  fetchImage: ImageFetch,
  target: ProxyTarget,
  limits: UpstreamLimits,
  signal: AbortSignal,
): Promise<UpstreamImage> => {
  let hop = target;
  for (let redirects = 0; ; redirects += 1) {
    const response = await fetchImage(hop.url.href, {
      // Followed by hand so every hop is checked against the allow-list.
      redirect: 'manual',
      signal,
      headers: { referer: hop.referer, 'user-agent': BROWSER_USER_AGENT, accept: ACCEPT },
    });
    if (isRedirect(response.status)) {
      await discard(response);
      if (redirects >= limits.maxRedirects) throw badGateway('imageTooManyRedirects');
      hop = redirectTarget(response.headers.get('location'), hop.url);
      continue;
    }
    if (!response.ok) {
      await discard(response);
      throw badGateway('imageUpstreamStatus', { status: response.status });
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!IMAGE_TYPE.test(contentType)) {
      await discard(response);
      throw badGateway('imageNotImage', { type: contentType.slice(0, 100) || '-' });
    }
    const bytes = await readCapped(response, limits.maxBytes);
    if (bytes.byteLength === 0) throw badGateway('imageEmpty');
    return { bytes, contentType };
  }
};

/**
 * Fetches one image from an allow-listed CDN with the referer it expects. Failures are AppErrors a person
 * can read: 502 for what the CDN did wrong (status, redirect, type, size), 504 when it is too slow.
 */
export const fetchUpstreamImage = async (
  fetchImage: ImageFetch,
  target: ProxyTarget,
  limits: UpstreamLimits,
): Promise<UpstreamImage> => {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    return await fetchWithin(fetchImage, target, limits, signal);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The abort surfaces as whatever the transport throws (DOMException, TypeError); the signal knows why.
    if (signal.aborted)
      throw new AppError({ status: 504, code: 'imageTimeout', params: { seconds: limits.timeoutMs / 1000 } });
    const unreachable = badGateway('imageUnreachable');
    // Kept for the log line: DNS failure, refused connection, TLS error…
    unreachable.cause = error;
    throw unreachable;
  }
};
