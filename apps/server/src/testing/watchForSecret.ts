import type { TestResponse } from './testApp';

/**
 * What a test run showed and logged, to check at its end that a secret (an API key, an app secret) never
 * appeared: pass `logStream` to createTestApp and each response through `track`.
 */
export const watchForSecret = () => {
  const seen: string[] = [];
  const logLines: string[] = [];
  return {
    seen,
    logLines,
    logStream: {
      write: (line: string) => {
        logLines.push(line);
      },
    },
    track: (response: TestResponse): TestResponse => {
      seen.push(response.text);
      return response;
    },
  };
};
