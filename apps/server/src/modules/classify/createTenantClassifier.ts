import type { CommentClassifier } from './commentClassifier';
import type { TenantModels } from './tenantModels';

/**
 * The embedded classifier the app uses: a tenant's own retrained model when it has one, otherwise `base`
 * (the seed model by default; imports pass their worker-thread classifier). Wrap this one with the LLM
 * classifier, which falls back to it.
 */
export const createTenantClassifier = (
  models: TenantModels,
  base?: CommentClassifier,
): CommentClassifier => ({
  classify: async (inputs, options) => {
    const own = options?.tenantId === undefined ? undefined : await models.find(options.tenantId);
    if (own) return own.classifier.classify(inputs, options);
    return (base ?? (await models.seed()).classifier).classify(inputs, options);
  },
});
