import { resolveAll } from '../llm/forbiddenProviderAddress';
import { createProviderTransport } from '../llm/providerTransport';

/**
 * Feishu answers a values read of up to 10 MB (TooLargeResponse beyond): room for that and the JSON around
 * it, where an LLM answer is capped at 4 MB. A bigger answer is no Feishu answer and is refused.
 */
const FEISHU_MAX_ANSWER_BYTES = 11 * 1024 * 1024;

/**
 * How Feishu calls go out: the LLM's guarded transport (no redirects, no metadata addresses), Feishu's cap,
 * and a new connection for every call. A kept-alive connection went stale while an export's synchronous
 * database work between two chunks held the event loop for seconds (the server closed it meanwhile): the next
 * values_append then failed with EPIPE, with no answer, and the export stopped (bench:feishu, 3 of 3 runs).
 */
export const createFeishuTransport = () =>
  createProviderTransport(resolveAll, FEISHU_MAX_ANSWER_BYTES, { keepAlive: false });
