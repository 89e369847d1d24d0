import { ZTokenForm, ZTokenResponse } from '@notedesk/contract';
import type { AppInstance } from '../../appInstance';
import type { AuthService } from './service';

/** POST /api/token: the OAuth2 password form; the one endpoint without the envelope. */
export const authRoutes = (app: AppInstance, auth: AuthService): void => {
  app.post(
    '/api/token',
    {
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded'],
        body: ZTokenForm,
        response: { 200: ZTokenResponse },
      },
    },
    async (request) =>
      auth.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );
};
