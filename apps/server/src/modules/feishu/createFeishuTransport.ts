import { resolveAll } from '../llm/forbiddenProviderAddress';
import { createProviderTransport } from '../llm/providerTransport';

/**
 * Feishu answers a values read of up to 10 MB (TooLargeResponse beyond): room for that and the JSON around
 * it, where an LLM answer is capped at 4 MB. A bigger answer is no Feishu answer and is refused.
 */
const FEISHU_MAX_ANSWER_BYTES = 11 * 1024 * 1024;

/** How Feishu calls go out: the LLM's guarded transport (no redirects, no metadata addresses), Feishu's cap. */
export const createFeishuTransport = () => createProviderTransport(resolveAll, FEISHU_MAX_ANSWER_BYTES);
