import { createHash, randomBytes } from 'node:crypto';

/** `ndk_` + 8 hex characters: stored in clear to find the key's row; the rest is secret. */
const PREFIX_LENGTH = 12;

/** A new key: what the admin sees once, the prefix to look it up by, and the hash kept at rest. */
export const generateApiKey = (): { key: string; prefix: string; hash: string } => {
  const prefix = `ndk_${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomBytes(24).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
};

/** sha256 is enough here: keys are 192 random bits, not passwords a person chose. */
export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export const apiKeyPrefix = (key: string): string | undefined =>
  /^ndk_[0-9a-f]{8}_[A-Za-z0-9_-]{16,}$/.test(key) ? key.slice(0, PREFIX_LENGTH) : undefined;
