import type { TTrackingConfig } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../auth/authContext';
import { createAccountConfigService } from './accountConfigService';
import { createBrandConfigService } from './brandConfigService';
import { createCategoryKeywordConfigService } from './categoryKeywordConfigService';
import { createConfigChange } from './configChange';
import { createProductConfigService } from './productConfigService';
import { createProductLineConfigService } from './productLineConfigService';

/**
 * The tenant's tracking configuration as managers edit it, one file per kind of setup; every write is
 * audited and re-matches the tenant's notes (configChange.ts).
 */
export const createTrackingConfigService = (deps: AppDeps) => {
  const change = createConfigChange(deps);
  return {
    read: (caller: AuthContext): Promise<TTrackingConfig> => change.read(caller.tenantId),
    ...createAccountConfigService(change),
    ...createBrandConfigService(change),
    ...createProductLineConfigService(change),
    ...createProductConfigService(change),
    ...createCategoryKeywordConfigService(change),
  };
};

export type TrackingConfigService = ReturnType<typeof createTrackingConfigService>;
