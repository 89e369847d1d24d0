import type { Language } from '../../http/language';
import type { ClassifyInput, CommentClassifier, CommentLabels } from '../classify/commentClassifier';
import { classificationPrompt, parseClassification } from './classificationPrompt';
import type { LlmGateway } from './createLlmGateway';
import { type FallbackReason, fallbackNote } from './fallbackNote';

/** Comments per request: small enough for any model's context, large enough to keep imports moving. */
const BATCH = 20;
const PARALLEL = 2;

/**
 * The tenant's LLM in front of the embedded classifier. The embedded classifier reads every comment first:
 * what it calls spam keeps its labels (the LLM prompt cannot say spam, and an ad is not worth a request);
 * the rest go to the LLM in batches. A batch that times out, fails or answers invalid JSON (or is over the
 * day's quota) keeps the embedded labels, with a note saying why. After a failure the rest of the call skips
 * the LLM, so a dead provider costs one timeout.
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
    const embedded = await fallback.classify(inputs, options);
    const results: (CommentLabels | undefined)[] = new Array(inputs.length);
    const fellBack = new Map<number, FallbackReason>();
    const state: { stop?: FallbackReason; next: number } = { next: 0 };
    /** Indexes of the comments the LLM is asked about: all but spam. */
    const asked = inputs.flatMap((_, index) => (embedded[index]?.spam ? [] : [index]));

    const classifyBatch = async (start: number) => {
      const indexes = asked.slice(start, start + BATCH);
      const batch = indexes.map((index) => inputs[index] as ClassifyInput);
      const outcome = state.stop
        ? ({ kind: 'fallback', reason: state.stop } as const)
        : await gateway.run(tenantId, 'classify', classificationPrompt(batch), (text) =>
            parseClassification(text, batch.length),
          );
      indexes.forEach((index, offset) => {
        if (outcome.kind === 'answered') results[index] = { ...outcome.value[offset]!, spam: false };
        else if (outcome.kind === 'fallback') fellBack.set(index, outcome.reason);
      });
      if (outcome.kind === 'fallback' && outcome.reason !== 'invalid_answer') state.stop = outcome.reason;
    };
    const lane = async () => {
      while (state.next < asked.length) {
        const start = state.next;
        state.next += BATCH;
        await classifyBatch(start);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, lane));

    return inputs.map((_, index) => {
      const answered = results[index];
      if (answered) return answered;
      const label = embedded[index] as CommentLabels;
      const reason = fellBack.get(index);
      return reason ? { ...label, note: fallbackNote(reason, 'model', language, timeoutMs) } : label;
    });
  },
});
