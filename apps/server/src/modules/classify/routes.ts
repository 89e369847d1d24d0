import { PATHS, PERMISSIONS, ZClassifyInput, ZClassifyResult, ZEnvelope } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import { pickLanguage } from '../../http/language';
import { ok } from '../../http/ok';
import { authOf, type Guard } from '../auth/guard';
import type { CommentClassifier } from './commentClassifier';

/** "Try a comment": any signed-in staff member classifies one text and sees what the engine answers. */
export const classifyRoutes = (app: AppInstance, guard: Guard, classifier: CommentClassifier): void => {
  app.post(
    PATHS.classify.classify,
    {
      onRequest: guard(PERMISSIONS.classifier.try),
      schema: { tags: ['track'], body: ZClassifyInput, response: { 200: ZEnvelope(ZClassifyResult) } },
    },
    async (request) => {
      const { text, note_title, note_text } = request.body;
      const [labels] = await classifier.classify(
        [
          {
            text,
            ...(note_title ? { noteTitle: note_title } : {}),
            ...(note_text ? { noteText: note_text } : {}),
          },
        ],
        // The caller's tenant: its LLM (when set) answers, with a note in the caller's language if it cannot.
        { tenantId: authOf(request).tenantId, language: pickLanguage(request.headers['accept-language']) },
      );
      return ok(labels!);
    },
  );
};
