import { randomUUID } from 'node:crypto';

/** A name no other test row has (`prefix-1a2b3c4d`), for factories' defaults: no counter kept between calls. */
export const uniqueName = (prefix: string): string => `${prefix}-${randomUUID().slice(0, 8)}`;
