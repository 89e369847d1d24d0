import {
  PATHS,
  PERMISSIONS,
  type TTrackingConfigChange,
  type TTrackingConfigSection,
  ZAccountInput,
  ZAccountUpdate,
  ZBrandInput,
  ZBrandUpdate,
  ZCategoryKeywordInput,
  ZCategoryKeywordUpdate,
  ZConfigDeleteQuery,
  ZConfigIdParams,
  ZEnvelope,
  ZProductInput,
  ZProductLineInput,
  ZProductLineUpdate,
  ZProductUpdate,
  ZTrackingConfig,
  ZTrackingConfigChange,
} from '@notedesk/contract';
import type { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import type { AuthContext } from '../auth/authContext';
import { authOf, type Guard } from '../auth/guard';
import type { TrackingConfigService } from './service';

type Handlers<C extends z.ZodType, U extends z.ZodType> = {
  create: (caller: AuthContext, input: z.infer<C>) => Promise<TTrackingConfigChange>;
  update: (caller: AuthContext, id: number, input: z.infer<U>) => Promise<TTrackingConfigChange>;
  remove: (caller: AuthContext, id: number, options: { force: boolean }) => Promise<TTrackingConfigChange>;
};

/**
 * The tracking configuration (DESIGN §6: managers and admins change it, everyone reads it):
 * `GET /api/track/config`; per section `POST …/<section>` creates, `POST …/<section>/:id` updates,
 * `POST …/<section>/:id/delete[?force=1]` deletes.
 */
export const trackingConfigRoutes = (app: AppInstance, guard: Guard, config: TrackingConfigService): void => {
  const managers = guard(PERMISSIONS.trackingConfig.write);
  const tags = ['track'];
  const response = { 200: ZEnvelope(ZTrackingConfigChange) };

  app.get(
    PATHS.trackingConfig.read,
    {
      onRequest: guard(PERMISSIONS.trackingConfig.read),
      schema: { tags, response: { 200: ZEnvelope(ZTrackingConfig) } },
    },
    async (request) => ok(await config.read(authOf(request))),
  );

  const section = <C extends z.ZodType, U extends z.ZodType>(
    name: TTrackingConfigSection,
    schemas: { create: C; update: U },
    handlers: Handlers<C, U>,
  ): void => {
    const paths = PATHS.trackingConfig[name];
    app.post(
      paths.create,
      { onRequest: managers, schema: { tags, body: schemas.create, response } },
      async (request) => ok(await handlers.create(authOf(request), request.body as z.infer<C>)),
    );
    app.post(
      paths.update,
      { onRequest: managers, schema: { tags, params: ZConfigIdParams, body: schemas.update, response } },
      async (request) =>
        ok(await handlers.update(authOf(request), request.params.id, request.body as z.infer<U>)),
    );
    app.post(
      paths.remove,
      {
        onRequest: managers,
        schema: { tags, params: ZConfigIdParams, querystring: ZConfigDeleteQuery, response },
      },
      async (request) =>
        ok(
          await handlers.remove(authOf(request), request.params.id, { force: request.query.force === true }),
        ),
    );
  };

  section(
    'accounts',
    { create: ZAccountInput, update: ZAccountUpdate },
    { create: config.createAccount, update: config.updateAccount, remove: config.deleteAccount },
  );
  section(
    'brands',
    { create: ZBrandInput, update: ZBrandUpdate },
    { create: config.createBrand, update: config.updateBrand, remove: config.deleteBrand },
  );
  section(
    'product-lines',
    { create: ZProductLineInput, update: ZProductLineUpdate },
    { create: config.createProductLine, update: config.updateProductLine, remove: config.deleteProductLine },
  );
  section(
    'products',
    { create: ZProductInput, update: ZProductUpdate },
    { create: config.createProduct, update: config.updateProduct, remove: config.deleteProduct },
  );
  section(
    'category-keywords',
    { create: ZCategoryKeywordInput, update: ZCategoryKeywordUpdate },
    {
      create: config.createCategoryKeyword,
      update: config.updateCategoryKeyword,
      remove: config.deleteCategoryKeyword,
    },
  );
};
