export type AnswerCacheOptions = {
  /** Answers kept (least recently used out first); 0 turns the cache off. */
  size?: number;
  /**
   * Longest an answer is reused even when the data did not change: answers hold signed image links that
   * expire, and tracking-setup edits that touch no note or comment are caught by this only.
   */
  ttlMs?: number;
};

/**
 * Dashboard answers by query, each valid while the tenant's data version is the one it was computed at.
 * Created per service (no module state).
 */
export const createAnswerCache = (options: AnswerCacheOptions, now: () => number) => {
  const size = options.size ?? 500;
  const ttlMs = options.ttlMs ?? 60_000;
  const answers = new Map<string, { version: string; at: number; answer: unknown }>();

  return {
    enabled: size > 0,

    /** The cached answer, else `compute`'s (then kept). */
    through: async <T>(key: string, version: string, compute: () => Promise<T>): Promise<T> => {
      const hit = answers.get(key);
      if (hit && hit.version === version && now() - hit.at < ttlMs) {
        answers.delete(key);
        answers.set(key, hit);
        return hit.answer as T;
      }
      const answer = await compute();
      answers.delete(key);
      answers.set(key, { version, at: now(), answer });
      if (answers.size > size) answers.delete(answers.keys().next().value as string);
      return answer;
    },
  };
};
