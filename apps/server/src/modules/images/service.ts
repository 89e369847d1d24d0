import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { AppDeps } from '../../deps';
import { AppError, urlTooLong } from '../../http/AppError';
import { fetchUpstreamImage, type ImageFetch, type UpstreamLimits } from './fetchUpstreamImage';
import { type CachedImage, createImageCache } from './imageCache';
import type { ImageUrls } from './imageUrls';
import { isAllowedImageHost } from './proxyImagePath';
import { IMAGE_URL_MAX, proxyTarget } from './proxyTarget';

/** What buildApp may override; tests point `fetch` at a fake CDN and shorten the limits. */
export type ImageProxyOptions = Partial<UpstreamLimits> & { fetch?: ImageFetch };

const DEFAULT_LIMITS: UpstreamLimits = { timeoutMs: 10_000, maxBytes: 10 * 2 ** 20, maxRedirects: 3 };

export type ImageService = {
  /**
   * The image at `requestUrl` (`/images/<host>/<path>?<query>&nd_exp=…&nd_sig=…` as requested), from disk or
   * from its CDN.
   */
  get: (host: string, requestUrl: string) => Promise<CachedImage>;
};

/**
 * The image proxy: URLs the API signed, of allow-listed CDN hosts only, each image fetched once and then
 * served from `<dataDir>/image-cache/` (bounded by IMAGE_CACHE_MAX_MB). Concurrent requests for one image share a single fetch (a list page
 * asks for the same avatar many times at once).
 */
export const createImageService = (
  deps: Pick<AppDeps, 'config' | 'log' | 'now'>,
  imageUrls: Pick<ImageUrls, 'verify'>,
  options: ImageProxyOptions = {},
): ImageService => {
  const cache = createImageCache({
    directory: join(deps.config.dataDir, 'image-cache'),
    maxBytes: deps.config.imageCacheMaxBytes,
    now: deps.now,
  });
  const limits: UpstreamLimits = {
    timeoutMs: options.timeoutMs ?? DEFAULT_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? DEFAULT_LIMITS.maxBytes,
    maxRedirects: options.maxRedirects ?? DEFAULT_LIMITS.maxRedirects,
  };
  const fetchImage: ImageFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const inFlight = new Map<string, Promise<CachedImage>>();

  const load = async (key: string, target: ReturnType<typeof proxyTarget>): Promise<CachedImage> => {
    const cached = await cache.read(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'image cache unreadable; fetching again');
      return undefined;
    });
    if (cached) return cached;
    let image: CachedImage;
    try {
      image = await fetchUpstreamImage(fetchImage, target, limits);
    } catch (error) {
      if (error instanceof AppError) {
        // An unreachable CDN is an expected outcome, not a bug: one line with the cause, no stack.
        const cause = error.cause instanceof Error ? error.cause.message : undefined;
        deps.log.warn({ url: target.url.href, reason: error.messageKey, cause }, 'image fetch failed');
      }
      throw error;
    }
    // A full disk costs the cache, not the picture: the bytes are still served.
    await cache.write(key, image).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, 'image cache write failed');
    });
    return image;
  };

  return {
    get: (host, requestUrl) => {
      // Too long is too long, signed or not: say so before checking a signature it would fail anyway.
      if (requestUrl.length > IMAGE_URL_MAX) throw urlTooLong();
      // A host off the allow-list answers 404 from proxyTarget like any unknown path, signed or not; on it,
      // only a URL the API signed gets further (403 otherwise), and the signature is gone from the target.
      const target = proxyTarget(host, isAllowedImageHost(host) ? imageUrls.verify(requestUrl) : requestUrl);
      const key = createHash('sha256').update(target.url.href).digest('hex');
      const pending = inFlight.get(key);
      if (pending) return pending;
      const loading = load(key, target).finally(() => inFlight.delete(key));
      inFlight.set(key, loading);
      return loading;
    },
  };
};
