/** How the fake answers the next chat completion. */
export type FakeMode = 'good' | 'invalid' | 'hang' | 'fail500' | 'fail429';
export type FakeRequest = {
  path: string;
  authorization: string;
  body: {
    model: string;
    messages: {
      role: string;
      content: string;
    }[];
    max_tokens?: number;
  };
};
export type FakeOpenAiServer = {
  /** e.g. http://127.0.0.1:41234/v1 — what an admin types as the base URL. */
  baseUrl: string;
  requests: FakeRequest[];
  mode: FakeMode;
  /** When set, any other bearer key gets the 401 a real provider sends (echoing the key, as some do). */
  expectedKey: string | undefined;
  /** The reply text for non-classification prompts. */
  replyText: string;
  usage: {
    prompt_tokens: number;
    completion_tokens: number;
  };
  close: () => Promise<void>;
};
/** An OpenAI-compatible server on 127.0.0.1 speaking the real /v1/chat/completions wire format. */
export declare const startFakeOpenAiServer: () => Promise<FakeOpenAiServer>;
