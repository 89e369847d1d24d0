import { randomUUID } from 'node:crypto';
import { ERROR_CODES, type TTokenForm, type TTokenResponse } from '@notedesk/contract';
import type { AppDeps } from '../../deps';
import { AppError, forbidden, unauthorized } from '../../http/AppError';
import { createStaffRepository } from '../staff/repository';
import type { AuthContext } from './authContext';
import { createLoginFailureRepository } from './loginFailureRepository';
import { createLoginThrottle, type ThrottleLimits } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwordHasher';
import { createSessionRepository } from './repository';
import { createTokenSigner } from './tokenSigner';
import { verifiedTokens } from './verifiedTokens';

export type LoginClient = { ip: string; userAgent: string };

const tokenInvalid = () => unauthorized('tokenInvalid', ERROR_CODES.tokenInvalid);

export const createAuthService = (deps: AppDeps, throttleLimits?: ThrottleLimits) => {
  const users = createStaffRepository(deps.db);
  const sessions = createSessionRepository(deps.db);
  const signer = createTokenSigner(deps.config.jwtSecret);
  const verifyToken = verifiedTokens(signer.verify);
  const throttle = createLoginThrottle(createLoginFailureRepository(deps.db), deps.now, throttleLimits);
  // Checked when the username is unknown, so a wrong name and a wrong password take the same time.
  const dummyHash = hashPassword(randomUUID());

  const issueToken = async (
    userId: number,
    tenantId: number,
    client: LoginClient,
  ): Promise<TTokenResponse> => {
    const now = deps.now();
    const expiresAt = now + deps.config.tokenTtlSeconds * 1000;
    const sessionId = randomUUID();
    await sessions.insert({
      id: sessionId,
      tenant_id: tenantId,
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      user_agent: client.userAgent.slice(0, 300),
      ip: client.ip,
    });
    const accessToken = await signer.sign({ userId, tenantId, sessionId }, expiresAt);
    return { access_token: accessToken, token_type: 'bearer', expires_in: deps.config.tokenTtlSeconds };
  };

  return {
    login: async (form: TTokenForm, client: LoginClient): Promise<TTokenResponse> => {
      const attempt = await throttle.begin(form.username, client.ip);
      if (!attempt.allowed) {
        const retryAfterSeconds = Math.max(1, Math.ceil(attempt.retryAfterMs / 1000));
        throw new AppError({
          status: 429,
          code: 'tooManyAttempts',
          params: { minutes: Math.ceil(retryAfterSeconds / 60) },
          retryAfterSeconds,
        });
      }
      const user = await users.findByUsername(form.username);
      // Refused whatever the password, so this answer tells nothing about it.
      if (user?.disabled) {
        await attempt.failed();
        throw forbidden('userDisabled');
      }
      const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyHash), form.password);
      if (!user || !passwordOk) {
        await attempt.failed();
        throw unauthorized('badCredentials', 401);
      }
      await attempt.succeeded();
      await users.update(user.tenant_id, user.id, { last_login_at: deps.now() });
      return issueToken(user.id, user.tenant_id, client);
    },

    /** Bearer token → who is calling, or the spec's 50008 / 50012 / 50014. */
    authenticate: async (token: string | undefined): Promise<AuthContext> => {
      if (!token) throw unauthorized('tokenMissing', ERROR_CODES.tokenInvalid);
      const check = await verifyToken(token);
      if (!check.ok) {
        if (check.reason === 'expired') throw unauthorized('tokenExpired', ERROR_CODES.tokenExpired);
        throw tokenInvalid();
      }
      const { claims } = check;
      const session = await sessions.findWithUser(claims.sessionId, claims.tenantId);
      if (!session || session.user_id !== claims.userId) throw tokenInvalid();
      if (
        session.revoked_reason === 'password' ||
        session.revoked_reason === 'disabled' ||
        session.disabled
      ) {
        throw unauthorized('tokenRevoked', ERROR_CODES.tokenRevoked);
      }
      if (session.revoked_at !== null) throw tokenInvalid();
      if (session.expires_at <= deps.now()) throw unauthorized('tokenExpired', ERROR_CODES.tokenExpired);
      return {
        userId: session.user_id,
        tenantId: session.tenant_id,
        role: session.role,
        sessionId: claims.sessionId,
      };
    },

    logout: (auth: AuthContext): Promise<void> => sessions.revoke(auth.sessionId, 'logout', deps.now()),

    /** After a password change or disable: every other token of the user answers 50012. */
    revokeOtherSessions: (userId: number, reason: 'password' | 'disabled', keepSessionId?: string) =>
      sessions.revokeAllForUser(userId, reason, deps.now(), keepSessionId),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
