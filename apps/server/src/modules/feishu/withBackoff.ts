import { FeishuFailed, isRetryable } from './FeishuFailed';

/** Calls after the first when Feishu answers a rate limit or a 5xx. */
export const FEISHU_RETRIES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `call`, again after `delayMs`, 2×, 4× while Feishu rate-limits or fails with 5xx; the last failure is thrown. */
export const withBackoff = async <T>(call: () => Promise<T>, delayMs: number): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      const retry =
        error instanceof FeishuFailed && isRetryable(error.info.failure) && attempt < FEISHU_RETRIES;
      if (!retry) throw error;
      await sleep(delayMs * 2 ** attempt);
    }
  }
};
