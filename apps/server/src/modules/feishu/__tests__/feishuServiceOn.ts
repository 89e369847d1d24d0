import type { AppDeps } from '../../../deps';
import { createLlmGateway } from '../../llm/createLlmGateway';
import { createMessageService } from '../../messages/service';
import { createFeishuTransport } from '../createFeishuTransport';
import { createTokenCaches } from '../createTokenCaches';
import { createFeishuService } from '../service';

/**
 * The Feishu service as the app wires it (its guarded transport, the LLM's secret box), for a test that
 * calls it beside the app: another process, the timer's round. `close` ends its transport.
 */
export const feishuServiceOn = (deps: AppDeps) => {
  const llm = createLlmGateway(deps);
  const transport = createFeishuTransport();
  const feishu = createFeishuService(deps, {
    transport,
    secretBox: llm.secretBox,
    tokenCaches: createTokenCaches(deps.now),
    messages: createMessageService(deps),
  });
  return {
    feishu,
    close: async () => {
      await llm.close();
      await transport.close();
    },
  };
};
