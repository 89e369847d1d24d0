import type { AppDeps } from '../../../deps';
import { createLlmGateway } from '../../llm/createLlmGateway';
import { createMessageService } from '../../messages/service';
import { createTokenCaches } from '../createTokenCaches';
import { createFeishuService } from '../service';

/**
 * The Feishu service as the app wires it (the LLM's guarded transport and secret box), for a test that
 * calls it beside the app: another process, the timer's round. `close` ends its transport.
 */
export const feishuServiceOn = (deps: AppDeps) => {
  const llm = createLlmGateway(deps);
  const feishu = createFeishuService(deps, {
    transport: llm.transport,
    secretBox: llm.secretBox,
    tokenCaches: createTokenCaches(deps.now),
    messages: createMessageService(deps),
  });
  return { feishu, close: () => llm.close() };
};
