import { PATHS, ZTokenForm, ZTokenResponse } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import type { AuthService } from './service';

/** POST /api/token: the OAuth2 password form; the one endpoint without the envelope. */
export const authRoutes = (app: AppInstance, auth: AuthService): void => {
  app.post(
    PATHS.auth.token,
    {
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: ZTokenForm,
        response: { 200: ZTokenResponse },
      },
      // Tokens and refusals alike are never cached (RFC 6749 §5.1); onSend runs for error answers too.
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        reply.header('pragma', 'no-cache');
      },
    },
    async (request) =>
      auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );
};
