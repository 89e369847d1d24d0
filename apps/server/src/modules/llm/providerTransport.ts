import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { type Resolve, resolveAll } from './forbiddenProviderAddress';
import { isForbiddenAddress } from './isForbiddenAddress';
import { OutboundRefused } from './outboundRefused';

/** A chat completion is a few KB; anything far bigger is not one (and must not fill the memory). */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The name lookup of every provider connection: it refuses a name when any of its addresses is forbidden,
 * at connect time — so a name that answered a LAN address when the URL was checked and a metadata address
 * now (DNS rebinding) is still refused. IP literals never come here; the URL check judges them.
 */
const guardedLookup =
  (resolve: Resolve) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (found) => {
        const forbidden = found.find(isForbiddenAddress);
        if (forbidden !== undefined) {
          callback(
            new OutboundRefused({ kind: 'address_forbidden', host: `${hostname} (${forbidden})` }),
            '',
          );
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = found
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => entry.family !== 0 && (wanted === 0 || entry.family === wanted));
        const [first] = addresses;
        if (!first) {
          callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), '');
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };

/** The body of `response`, failing once it passes `maxBytes`. */
const capped = (response: Response, maxBytes: number): Response => {
  if (!response.body) return response;
  let seen = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform: (chunk, controller) => {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new OutboundRefused({ kind: 'too_large', maxBytes }));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

export type ProviderTransport = {
  /** The fetch the openai SDK gets: no redirects followed, checked addresses, bounded answers. */
  fetch: typeof fetch;
  /** The same resolver, for the check of a URL before any call. */
  resolve: Resolve;
  close: () => Promise<void>;
};

/**
 * How LLM calls reach a provider. An OpenAI-compatible API has no need of redirects, so a 3xx is a failure
 * ('redirect'), never followed: following one sent the tenant's key to wherever it pointed.
 */
export const createProviderTransport = (
  resolve: Resolve = resolveAll,
  maxAnswerBytes: number = MAX_ANSWER_BYTES,
  options: { keepAlive?: boolean } = {},
): ProviderTransport => {
  // pipelining 0: a connection per request, none kept for the next (undici's way to turn keep-alive off).
  const agent = new Agent({
    connect: { lookup: guardedLookup(resolve) },
    ...(options.keepAlive === false ? { pipelining: 0 } : {}),
  });
  const providerFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : input;
    // undici's own fetch with its own Agent: the global fetch's bundled undici may not take this Agent.
    const response = (await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      redirect: 'manual',
      dispatcher: agent,
    })) as unknown as Response;
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new OutboundRefused({ kind: 'redirect', status: response.status });
    }
    return capped(response, maxAnswerBytes);
  };
  return {
    fetch: providerFetch as typeof fetch,
    resolve,
    close: () => agent.close(),
  };
};
