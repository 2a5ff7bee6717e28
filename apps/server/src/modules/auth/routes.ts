import {
  ChangePasswordRequest,
  CheckEmailRequest,
  CheckEmailResponse,
  ConfirmationQuery,
  ConfirmationResendRequest,
  PasswordResetRequest,
  PasswordUpdateRequest,
  Player,
  RegistrationRequest,
  SignInRequest,
  SignInResponse,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
  TwoFactorSetup,
  UpdateDetailsRequest,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/context.ts';
import { requireUser, signedIn } from '../../http/guards.ts';
import { authRateLimit } from '../../http/rate-limit.ts';
import { audit } from '../../lib/audit.ts';
import { arrivalOfRequest } from '../affiliates/http.ts';
import { presentPlayer } from '../player/presenter.ts';
import { browserSessionOf, endSession } from '../sessions/http.ts';
import { classifyEmail } from './check-email.ts';
import { confirmEmail, resendConfirmation } from './confirmation.ts';
import { updateDetails } from './details.ts';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.ts';
import { registerPlayer } from './registration.ts';
import { dummyHash, signInWithOtp, signInWithPassword } from './sign-in.ts';
import { disableTwoFactor, enableTwoFactor, twoFactorSetup } from './two-factor.ts';

const NoContent = z.null().describe('No content');
const tags = ['auth'];
/** Guests get their 401 before any validation detail. */

/** Auth calls: check-email, sign-in (password, then second factor), sign-out, registration, password reset and change, e-mail confirmation, update_details, 2FA. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { db } = deps;
  app.addHook('onReady', async () => {
    await dummyHash();
  });

  // The spec's path and the current client's (`/api-fe/…`): one handler.
  for (const url of ['/check-email', '/api-fe/check-email'])
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Judges an e-mail address (never says whether it is registered)',
          body: CheckEmailRequest,
          response: { 200: CheckEmailResponse },
        },
      },
      async (request) => ({ errors: { message: classifyEmail(request.body.email) } }),
    );

  app.post(
    '/api/users/sign_in',
    {
      schema: {
        tags,
        summary: 'Sign in: e-mail + password, then `otp_attempt` when 2FA is on',
        body: SignInRequest,
        response: { 200: SignInResponse },
      },
      config: authRateLimit(app, 10),
    },
    async (request, reply) => {
      const input = request.body.user;
      const ctx = contextOf(request);
      const browser = browserSessionOf(request, reply);
      if (input.otp_attempt !== undefined) {
        return presentPlayer(db, await signInWithOtp(deps, ctx, browser, input.otp_attempt));
      }
      const outcome = await signInWithPassword(deps, ctx, browser, input);
      if ('twoFactorRequired' in outcome) return { two_factor_required: true as const };
      return presentPlayer(db, outcome.user);
    },
  );

  app.delete(
    '/api/users/sign_out',
    { schema: { tags, summary: 'Sign out this browser', response: { 204: NoContent } } },
    async (request, reply) => {
      const ctx = contextOf(request);
      const userId = ctx.session?.userId ?? null;
      await endSession(request, reply);
      if (userId !== null) await audit(deps, ctx, 'sign_out', userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Register (signs the new player in)',
        body: RegistrationRequest,
        response: { 201: Player },
      },
      config: authRateLimit(app, 5),
    },
    async (request, reply) => {
      const user = await registerPlayer(
        deps,
        contextOf(request),
        browserSessionOf(request, reply),
        request.body.user,
        await arrivalOfRequest(request),
      );
      return reply.status(201).send(await presentPlayer(db, user));
    },
  );

  app.put(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Change password (signed in)',
        body: ChangePasswordRequest,
        response: { 204: NoContent },
      },
      config: authRateLimit(app, 10),
      preValidation: signedIn,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { current_password, password } = request.body.user;
      await changePassword(deps, contextOf(request), user, current_password, password);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/password',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether the address is registered or not)',
        body: PasswordResetRequest,
        response: { 204: NoContent },
      },
      config: authRateLimit(app, 5),
    },
    async (request, reply) => {
      await requestPasswordReset(
        deps,
        contextOf(request),
        request.body.user.email,
        request.body.user.captcha,
      );
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/users/password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset token',
        body: PasswordUpdateRequest,
        response: { 204: NoContent },
      },
      config: authRateLimit(app, 5),
    },
    async (request, reply) => {
      const { reset_password_token, password } = request.body.user;
      await resetPassword(
        deps,
        contextOf(request),
        browserSessionOf(request, reply),
        reset_password_token,
        password,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/confirmation',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address',
        querystring: ConfirmationQuery,
        response: { 200: Player },
      },
    },
    async (request) =>
      presentPlayer(db, await confirmEmail(deps, contextOf(request), request.query.confirmation_token)),
  );

  app.post(
    '/api/users/confirmation',
    {
      schema: {
        tags,
        summary: 'Resend the confirmation link',
        body: ConfirmationResendRequest,
        response: { 204: NoContent },
      },
      config: authRateLimit(app, 5),
    },
    async (request, reply) => {
      await resendConfirmation(deps, contextOf(request), request.body.user.email, request.body.user.captcha);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth_providers/update_details',
    {
      schema: {
        tags,
        summary: 'Fill in missing player fields',
        body: UpdateDetailsRequest,
        response: { 201: Player },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const user = await updateDetails(deps, contextOf(request), requireUser(request), request.body);
      return reply.status(201).send(await presentPlayer(db, user));
    },
  );

  app.get(
    '/api/v2/player/two_factor',
    {
      schema: {
        tags,
        summary: 'The 2FA secret to set up and its QR code; 204 when 2FA is on',
        response: { 200: TwoFactorSetup, 204: NoContent },
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const setup = await twoFactorSetup(deps, contextOf(request), requireUser(request));
      reply.header('cache-control', 'no-store');
      return setup ?? reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/player/two_factor',
    {
      schema: {
        tags,
        summary: 'Turn 2FA on; answers the secret now in use and its QR code (as GET)',
        body: TwoFactorEnableRequest,
        response: { 200: TwoFactorSetup },
      },
      config: authRateLimit(app, 10),
      preValidation: signedIn,
    },
    async (request, reply) => {
      const { otp_secret, authentication_code } = request.body.two_factor;
      const user = requireUser(request);
      const active = await enableTwoFactor(deps, contextOf(request), user, otp_secret, authentication_code);
      reply.header('cache-control', 'no-store');
      return active;
    },
  );

  app.delete(
    '/api/v2/player/two_factor',
    {
      schema: { tags, summary: 'Turn 2FA off', body: TwoFactorDisableRequest, response: { 204: NoContent } },
      config: authRateLimit(app, 10),
      preValidation: signedIn,
    },
    async (request, reply) => {
      await disableTwoFactor(
        deps,
        contextOf(request),
        requireUser(request),
        request.body.two_factor.authentication_code,
      );
      return reply.status(204).send(null);
    },
  );
}
