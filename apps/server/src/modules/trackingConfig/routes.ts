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
  ZProductInput,
  ZProductLineInput,
  ZProductLineUpdate,
  ZProductUpdate,
  ZTrackingConfig,
  ZTrackingConfigChange,
} from '@notedesk/contract';
import type { z } from 'zod';
import type { AppInstance } from '../../appInstance';
import type { AuthContext } from '../auth/authContext';
import type { Guard } from '../auth/guard';
import { guardedRoutes } from '../auth/guardedRoutes';
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
  const tags = ['track'];
  guardedRoutes(app, guard(PERMISSIONS.trackingConfig.read), tags).get(
    PATHS.trackingConfig.read,
    { response: ZTrackingConfig },
    ({ auth }) => config.read(auth),
  );
  const managers = guardedRoutes(app, guard(PERMISSIONS.trackingConfig.write), tags);
  const response = ZTrackingConfigChange;

  const section = <C extends z.ZodType, U extends z.ZodType>(
    name: TTrackingConfigSection,
    schemas: { create: C; update: U },
    handlers: Handlers<C, U>,
  ): void => {
    const paths = PATHS.trackingConfig[name];
    managers.post(paths.create, { body: schemas.create, response }, ({ auth, body }) =>
      handlers.create(auth, body),
    );
    managers.post(
      paths.update,
      { params: ZConfigIdParams, body: schemas.update, response },
      ({ auth, params, body }) => handlers.update(auth, params.id, body),
    );
    managers.post(
      paths.remove,
      { params: ZConfigIdParams, querystring: ZConfigDeleteQuery, response },
      ({ auth, params, query }) => handlers.remove(auth, params.id, { force: query.force === true }),
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
