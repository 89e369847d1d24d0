import { PATHS, PERMISSIONS, ZClassifierModel, ZEnvelope, ZTrainingSetQuery } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { ClassifierService } from './service';

/** Managers and admins: the tenant's model figures, retraining from staff corrections, the training set. */
export const classifierModelRoutes = (
  app: AppInstance,
  guard: Guard,
  classifier: ClassifierService,
): void => {
  const managers = guard(PERMISSIONS.classifier.retrain);
  const tags = ['track'];
  app.get(
    PATHS.classify.model,
    { onRequest: managers, schema: { tags, response: { 200: ZEnvelope(ZClassifierModel) } } },
    async (request) => ok(await classifier.model(authOf(request))),
  );
  app.post(
    PATHS.classify.retrain,
    { onRequest: managers, schema: { tags, response: { 200: ZEnvelope(ZClassifierModel) } } },
    async (request) => ok(await classifier.retrain(authOf(request))),
  );
  app.get(
    PATHS.classify.trainingSet,
    { onRequest: managers, schema: { tags, querystring: ZTrainingSetQuery } },
    async (request, reply) => {
      const file = await classifier.trainingSet(authOf(request), request.query.format);
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="classifier-training-set.${file.extension}"`)
        .send(file.body);
    },
  );
};
