import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for secrets kept in the database (a tenant's LLM API key). The key is derived from the
 * server's own secret (JWT_SECRET or the generated jwt-secret file in DATA_DIR), so a database copy alone
 * does not reveal it. `open` answers undefined when the text was sealed with another secret or tampered with.
 */
export const createSecretBox = (serverSecret: string) => {
  const key = createHash('sha256').update(`notedesk/llm-api-key/${serverSecret}`).digest();
  return {
    seal: (plain: string): string => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'))].join(
        '.',
      );
    },
    open: (text: string): string | undefined => {
      const [version, iv, tag, sealed] = text.split('.');
      if (version !== VERSION || !iv || !tag || sealed === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return undefined;
      }
    },
  };
};

export type SecretBox = ReturnType<typeof createSecretBox>;
