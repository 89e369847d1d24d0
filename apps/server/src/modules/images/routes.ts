import { PATHS } from '@notedesk/contract';
import { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { ImageService } from './service';

/** A cached image never changes: its URL is the CDN's content key. */
const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

const ZImageParams = z.object({ host: z.string(), '*': z.string() });

/**
 * GET /images/<host>/<path> and /images-na/<host>/<path>: CDN images for the web app's <img> tags. No token,
 * since an <img> cannot send one: the signature the API put on the URL (imageUrls) and the allow-list of CDN
 * hosts keep this from being an open proxy.
 * Both prefixes fetch the same way; the split only mirrors the URLs the API hands out.
 */
export const imageRoutes = (app: AppInstance, images: ImageService): void => {
  for (const path of [PATHS.images.mainland, PATHS.images.overseas]) {
    app.get(
      path,
      {
        schema: {
          tags: ['images'],
          summary: 'A CDN image through the caching proxy',
          params: ZImageParams,
        },
      },
      async (request, reply) => {
        const image = await images.get(request.params.host, request.url);
        return reply.type(image.contentType).header('cache-control', CACHE_FOR_A_YEAR).send(image.bytes);
      },
    );
  }
};
