import { z } from 'zod';

/** OAuth2 password form of POST /api/token. */
export const ZTokenForm = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
  grant_type: z.union([z.literal(''), z.literal('password')]).optional(),
  scope: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});
export type TTokenForm = z.infer<typeof ZTokenForm>;

export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;
