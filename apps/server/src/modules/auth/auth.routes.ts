import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../i18n/translate';
import { z } from 'zod';
import {
  codeSentSchema,
  forgotBodySchema,
  forgotComplete,
  forgotStart,
  login,
  logout,
  registerBodySchema,
  registerComplete,
  registerStart,
  verifyCode,
} from '@rima/shared/api/auth';
import { completeOperatorSetup, getOperatorSetup } from '@rima/shared/api/operator-setup';
import { okEnvelope } from '@rima/shared/api/envelope';
import { currentUser, type AuthGuards } from '../../http/auth';
import { routes } from '../../http/route';
import type { AuthService } from './auth.service';

/**
 * /auth/* (API-COMPAT 4-8). The client address is request.ip: Fastify takes it from X-Forwarded-For only
 * when the connection comes from an address listed in TRUST_PROXY (app.ts), so the header is otherwise ignored.
 */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService; guards: AuthGuards }> = async (
  app,
  { service, guards },
) => {
  const route = routes(app, { tags: ['auth'] });

  route(
    login,
    {
      summary:
        'Log in with e-mail or username / store name (roles_id: 1 customer, 2 seller, 3 operator); operators add otp after 401 MFA_REQUIRED',
    },
    async (request) => {
      const data = await service.login({ ...request.body, ip: request.ip });
      return { statusCode: 200, message: 'Login success', data };
    },
  );

  route(
    logout,
    {
      preHandler: guards.requireAuth(),
      summary: 'Revoke the token sent in x-access-token',
      security: [{ token: [] }],
    },
    async (request) => {
      await service.logout(currentUser(request).sessionId);
      return { statusCode: 200, message: 'Logged out', data: null };
    },
  );

  // One path for both stages: the body says which (registerBodySchema), and so does the status.
  route(
    registerStart,
    {
      summary:
        'Register: {email} e-mails a code (200); {email, password, role, code, username, store_desc?} creates the account and logs in (201)',
      body: registerBodySchema,
      responses: { 201: registerComplete.response },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.stage === 'start') {
        const data = await service.registerStart(body.email, request.ip, requestLanguage(request));
        return reply.status(200).send({ statusCode: 200, message: 'We have sent a code to your e-mail', data });
      }
      const data = await service.registerComplete({ ...body, language: requestLanguage(request) });
      return reply.status(201).send({ statusCode: 201, message: 'Registration success', data });
    },
  );

  route(
    verifyCode,
    { summary: 'Check an e-mailed code without using it up (a wrong code counts as a try)' },
    async (request) => {
      await service.verifyCode(request.body);
      return { statusCode: 200, message: 'The code is correct', data: { valid: true as const } };
    },
  );

  route(
    forgotStart,
    {
      summary: 'Forgot password: {email} e-mails a code; {email, code, new_password} sets the password',
      body: forgotBodySchema,
      response: okEnvelope(z.union([codeSentSchema, forgotComplete.response.shape.data])),
    },
    async (request) => {
      const body = request.body;
      if (body.stage === 'start') {
        const data = await service.forgotStart(body.email, request.ip);
        return {
          statusCode: 200,
          message: 'If an account uses this e-mail, we have sent it a code',
          data,
        };
      }
      await service.forgotComplete(body);
      return {
        statusCode: 200,
        message: 'Your password has been changed. Please log in with the new password.',
        data: { email: body.email },
      };
    },
  );

  // The one-time setup link of a new operator (npm run operator:create).
  route(
    getOperatorSetup,
    {
      summary: "An operator's setup link: the account's e-mail and the TOTP secret to add to an authenticator app",
    },
    async (request) => {
      const data = await service.getOperatorSetup(request.query.token);
      return { statusCode: 200, message: 'Set up your operator account', data };
    },
  );

  route(
    completeOperatorSetup,
    { summary: 'Finish operator setup: password and a code from the app; answers the ten recovery codes once' },
    async (request) => {
      const data = await service.completeOperatorSetup(request.body);
      return { statusCode: 200, message: 'Your operator account is ready. Keep the recovery codes safe.', data };
    },
  );
};
