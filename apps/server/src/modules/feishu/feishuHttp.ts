import { OutboundRefused } from '../llm/outboundRefused';
import type { ProviderTransport } from '../llm/providerTransport';
import { FeishuFailed, failureOfAnswer } from './FeishuFailed';

type RequestOptions = {
  url?: string;
  method?: string;
  headers?: Record<string, unknown>;
  params?: Record<string, unknown>;
  data?: unknown;
  timeout?: number;
};

const codeOf = (body: unknown): number | null => {
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
};

const msgOf = (body: unknown): string => {
  const msg = (body as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' ? msg.slice(0, 500) : '';
};

const withParams = (url: string, params: Record<string, unknown> | undefined): string => {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) target.searchParams.set(name, String(value));
  }
  return target.toString();
};

/** The transport's refusal behind a failed call or body read, if that is what it was. */
const refusalOf = (error: unknown): OutboundRefused | undefined =>
  [error, (error as { cause?: unknown })?.cause].find((candidate) => candidate instanceof OutboundRefused) as
    | OutboundRefused
    | undefined;

/** How the connection failed, when Feishu never answered. */
const connectionFailure = (error: unknown): FeishuFailed => {
  const refused = refusalOf(error);
  if (refused?.refusal.kind === 'address_forbidden')
    return new FeishuFailed({ failure: 'address_forbidden', code: null, msg: refused.refusal.host });
  if (refused?.refusal.kind === 'redirect')
    return new FeishuFailed({ failure: 'redirect', code: null, msg: String(refused.refusal.status) });
  const cause = (error as { cause?: { code?: unknown; message?: unknown } })?.cause;
  const reason = [(error as Error)?.name, cause?.code, cause?.message].filter(Boolean).join(' ');
  return new FeishuFailed({ failure: 'unreachable', code: null, msg: reason.slice(0, 200) });
};

/**
 * The HTTP client the Feishu SDK gets instead of its own axios: the LLM's outbound transport (no redirect
 * followed, metadata and link-local addresses refused, bounded answers). Like the SDK's client it answers
 * the JSON body; unlike it, a failure is a FeishuFailed carrying only Feishu's code and message — the SDK
 * logs a failed request, and an axios error would carry the app secret of the token request with it.
 */
export const createFeishuHttp = (transport: ProviderTransport, timeoutMs: number) => {
  const request = async <R>(options: RequestOptions): Promise<R> => {
    let response: Response;
    try {
      // Inside the try: a saved address the URL parser refuses fails like an unreachable one.
      response = await transport.fetch(withParams(options.url ?? '', options.params), {
        method: (options.method ?? 'GET').toUpperCase(),
        headers: {
          ...Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k, String(v)])),
          'content-type': 'application/json; charset=utf-8',
        },
        body: options.data === undefined ? undefined : JSON.stringify(options.data),
        signal: AbortSignal.timeout(options.timeout ?? timeoutMs),
      });
    } catch (error) {
      throw connectionFailure(error);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // An answer past the transport's cap is no Feishu answer: said so, not read as an empty one.
      if (refusalOf(error)?.refusal.kind === 'too_large')
        throw new FeishuFailed({ failure: 'feishu_error', code: null, msg: 'answer too large' });
      body = undefined;
    }
    const code = codeOf(body);
    if (!response.ok || (code !== null && code !== 0)) {
      throw new FeishuFailed({ failure: failureOfAnswer(response.status, code), code, msg: msgOf(body) });
    }
    return body as R;
  };
  const withBody =
    (method: string) =>
    <R>(url: string, data?: unknown, options?: RequestOptions): Promise<R> =>
      request<R>({ ...options, url, method, data });
  const withoutBody =
    (method: string) =>
    <R>(url: string, options?: RequestOptions): Promise<R> =>
      request<R>({ ...options, url, method });
  return {
    request,
    get: withoutBody('GET'),
    delete: withoutBody('DELETE'),
    head: withoutBody('HEAD'),
    options: withoutBody('OPTIONS'),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
  };
};
