import type { TEnvelope } from '@notedesk/contract';

/** The success envelope every endpoint but POST /api/token answers with. */
export const ok = <T>(data: T): TEnvelope<T> => ({ code: 200, msg: 'ok', data });
