import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: number; tenantId: number; sessionId: string };

export type TokenCheck =
  | { ok: true; claims: TokenClaims; expiresAtMs: number }
  | { ok: false; reason: 'invalid' | 'expired' };

export type TokenSigner = {
  sign: (claims: TokenClaims, expiresAtMs: number) => Promise<string>;
  verify: (token: string) => Promise<TokenCheck>;
};

const ISSUER = 'notedesk';

/** HS256 JWTs carrying the user, tenant and session id (`jti`). */
export const createTokenSigner = (secret: string): TokenSigner => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims, expiresAtMs) =>
      new SignJWT({ tid: claims.tenantId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(claims.userId))
        .setJti(claims.sessionId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAtMs / 1000))
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const tenantId = Number(payload.tid);
        if (!Number.isInteger(userId) || !Number.isInteger(tenantId) || typeof payload.jti !== 'string') {
          return { ok: false, reason: 'invalid' };
        }
        // Our tokens always carry `exp`; one without it is never cached (0).
        const expiresAtMs = typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
        return { ok: true, claims: { userId, tenantId, sessionId: payload.jti }, expiresAtMs };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
};
