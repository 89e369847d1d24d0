import type { Language } from '../../http/language';
import type { ClassifyInput, CommentClassifier, CommentLabels } from '../classify/commentClassifier';
import { classificationPrompt, parseClassification } from './classificationPrompt';
import type { LlmGateway } from './createLlmGateway';
import { type FallbackReason, fallbackNote } from './fallbackNote';

/** Comments per request: small enough for any model's context, large enough to keep imports moving. */
const BATCH = 20;
const PARALLEL = 2;

/**
 * The tenant's LLM in front of the embedded classifier: comments go to the LLM in batches; a batch that
 * times out, fails or answers invalid JSON (or is over the day's quota) is classified by `fallback`, with
 * a note saying why. After a failure the rest of the call skips the LLM, so a dead provider costs one timeout.
 */
export const createLlmClassifier = (
  gateway: LlmGateway,
  fallback: CommentClassifier,
  timeoutMs: number,
): CommentClassifier => ({
  classify: async (inputs, options) => {
    const tenantId = options?.tenantId;
    if (tenantId === undefined || inputs.length === 0) return fallback.classify(inputs, options);
    if (!gateway.isOn(await gateway.effective(tenantId), 'classify'))
      return fallback.classify(inputs, options);

    const language: Language = options?.language ?? 'zh-CN';
    const results: (CommentLabels | undefined)[] = new Array(inputs.length);
    const fellBack = new Map<number, FallbackReason>();
    const state: { stop?: FallbackReason; next: number } = { next: 0 };

    const classifyBatch = async (start: number) => {
      const batch = inputs.slice(start, start + BATCH);
      const outcome = state.stop
        ? ({ kind: 'fallback', reason: state.stop } as const)
        : await gateway.run(tenantId, 'classify', classificationPrompt(batch), (text) =>
            parseClassification(text, batch.length),
          );
      batch.forEach((_, offset) => {
        const index = start + offset;
        if (outcome.kind === 'answered') results[index] = outcome.value[offset];
        else if (outcome.kind === 'fallback') fellBack.set(index, outcome.reason);
      });
      if (outcome.kind === 'fallback' && outcome.reason !== 'invalid_answer') state.stop = outcome.reason;
    };
    const lane = async () => {
      while (state.next < inputs.length) {
        const start = state.next;
        state.next += BATCH;
        await classifyBatch(start);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, lane));

    const missing = inputs.flatMap((_, index) => (results[index] ? [] : [index]));
    if (missing.length > 0) {
      const fallbackInputs: ClassifyInput[] = missing.map((index) => inputs[index] as ClassifyInput);
      const labels = await fallback.classify(fallbackInputs, options);
      missing.forEach((index, at) => {
        const label = labels[at] as CommentLabels;
        const reason = fellBack.get(index);
        results[index] = reason
          ? { ...label, note: fallbackNote(reason, 'model', language, timeoutMs) }
          : label;
      });
    }
    return results as CommentLabels[];
  },
});
