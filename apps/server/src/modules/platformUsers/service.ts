import type { TPage, TPostUser, TPostUserQuery } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../auth/authContext';
import type { ImageUrls } from '../images/imageUrls';
import { createPlatformUserRepository, type PlatformUserKind } from './repository';

/** Note authors and commenters for the filter pickers: searchable by nickname or id, paged. */
export const createPlatformUserService = (deps: AppDeps, imageUrls: ImageUrls) => {
  const people = createPlatformUserRepository(deps.db, deps.dialect);
  return {
    list: async (
      caller: AuthContext,
      kind: PlatformUserKind,
      query: TPostUserQuery,
    ): Promise<TPage<TPostUser>> => {
      const offset = (query.page - 1) * query.page_size;
      const [total, rows] = await Promise.all([
        people.count(kind, caller.tenantId, query.target_platform, query.q),
        people.list(kind, caller.tenantId, query.target_platform, query.q, query.page_size, offset),
      ]);
      return {
        items: rows.map((row) => ({
          user_id: row.user_id,
          nickname: row.nickname ?? '',
          avatar: imageUrls.rewrite(row.avatar ?? ''),
          count: Number(row.count),
        })),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },
  };
};

export type PlatformUserService = ReturnType<typeof createPlatformUserService>;
