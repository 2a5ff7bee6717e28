import {
  AUTH_PROVIDER_ERROR_PARAM,
  AuthProviderInfo,
  AuthProviderLink,
  AuthProviderLinkParams,
  SECOND_FACTOR_PARAM,
} from '@orbit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/context.ts';
import { FieldErrors, HttpError } from '../../http/errors.ts';
import { requireUser, signedIn } from '../../http/guards.ts';
import { bothFamilies } from '../../http/path-families.ts';
import { audit } from '../../lib/audit.ts';
import { serverSecret } from '../../lib/server-secret.ts';
import { arrivalOfRequest } from '../affiliates/http.ts';
import { browserSessionOf } from '../sessions/http.ts';
import { FLOW_COOKIE, FLOW_COOKIE_PATH, FLOW_TTL_MS, openFlow, safeReturnPath, sealFlow } from './flow.ts';
import { presentLink } from './presenter.ts';
import { deleteLink, listLinks } from './repository.ts';
import { finishFlow, hasPassword, ProviderRefusal, startFlow } from './service.ts';
import { authProvidersOf, findAuthProvider } from './settings.ts';

const tags = ['auth-providers'];
const ProviderParams = z.object({ provider: z.string().max(64) });
const StartQuery = z.object({ return_to: z.string().max(500).optional() });

export const startPathOf = (name: string) => `/users/auth/${name}`;

/** The sign-in page with a refusal's text, or asking for the second factor. */
const signInPage = (param: string, value: string) => `/login?${new URLSearchParams({ [param]: value })}`;

/**
 * Sign-in with the OpenID Connect providers of `OIDC_PROVIDERS` (none by default): the list, the
 * browser's trip to the provider and back, and the signed-in player's links.
 */
export async function authProviderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;
  // A malformed OIDC_PROVIDERS stops the start here, with the reason.
  authProvidersOf(deps);

  const clearFlow = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH, secure: request.protocol === 'https' });

  for (const url of bothFamilies('/info/auth_providers')) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'The configured providers; `url` is the page that starts a sign-in with one',
          response: { 200: z.array(AuthProviderInfo) },
        },
      },
      async () => authProvidersOf(deps).map(({ name }) => ({ name, url: startPathOf(name) })),
    );
  }

  for (const url of bothFamilies('/auth_providers')) {
    app.get(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: "The signed-in player's linked providers",
          response: { 200: z.array(AuthProviderLink) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const links = await listLinks(deps.db, user.id);
        const removable = hasPassword(user.encryptedPassword) || links.length > 1;
        return links.map((link) => presentLink(link, removable));
      },
    );
  }

  for (const url of bothFamilies('/auth_providers/:id')) {
    app.delete(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags,
          summary: 'Unlinks a provider (not the last way to sign in of a player without a password)',
          params: AuthProviderLinkParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const outcome = await deleteLink(
          deps.db,
          user.id,
          request.params.id,
          (links, password) => hasPassword(password) || links > 1,
        );
        if (outcome === 'not_found') throw new HttpError(404, 'not_found');
        if (outcome === 'last_method') throw new FieldErrors({ base: ['auth.providers.last_method'] });
        await audit(deps, contextOf(request), 'auth_provider_unlinked', user.id, {
          link_id: request.params.id,
        });
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/users/auth/:provider',
    {
      schema: {
        tags,
        summary: 'Leaves for the provider (PKCE, state and nonce kept in a sealed 10-minute cookie)',
        params: ProviderParams,
        querystring: StartQuery,
      },
    },
    async (request, reply) => {
      const settings = findAuthProvider(deps, request.params.provider);
      if (!settings) throw new HttpError(404, 'not_found');
      const ctx = contextOf(request);
      try {
        const returnTo = safeReturnPath(request.query.return_to);
        const { url, flow } = await startFlow(deps, ctx, settings, ctx.user?.id ?? null, returnTo);
        reply.setCookie(FLOW_COOKIE, sealFlow(await serverSecret(deps.db), flow), {
          path: FLOW_COOKIE_PATH,
          httpOnly: true,
          // Lax: the cookie comes back with the provider's top-level redirect to the callback.
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: FLOW_TTL_MS / 1000,
        });
        reply.header('cache-control', 'no-store');
        return reply.redirect(url.href, 302);
      } catch (error) {
        request.log.error({ err: error, provider: settings.name }, 'auth provider unreachable');
        return reply.redirect(signInPage(AUTH_PROVIDER_ERROR_PARAM, 'auth.providers.failed'), 302);
      }
    },
  );

  app.get(
    '/users/auth/:provider/callback',
    {
      schema: {
        tags,
        summary: "The provider's answer: signs in, links or registers",
        params: ProviderParams,
      },
    },
    async (request, reply) => {
      const settings = findAuthProvider(deps, request.params.provider);
      if (!settings) throw new HttpError(404, 'not_found');
      const ctx = contextOf(request);
      const flow = openFlow(await serverSecret(deps.db), request.cookies[FLOW_COOKIE], deps.now());
      clearFlow(request, reply);
      reply.header('cache-control', 'no-store');
      try {
        if (!flow) throw new ProviderRefusal('auth.providers.failed', 'no_flow');
        const query = request.url.split('?')[1] ?? '';
        const outcome = await finishFlow(
          deps,
          ctx,
          browserSessionOf(request, reply),
          settings,
          flow,
          query,
          await arrivalOfRequest(request),
        );
        if (outcome === 'second_factor') return reply.redirect(signInPage(SECOND_FACTOR_PARAM, '1'), 302);
        return reply.redirect(flow.returnTo, 302);
      } catch (error) {
        if (!(error instanceof ProviderRefusal)) throw error;
        await audit(deps, ctx, 'sign_in_failed', ctx.user?.id ?? null, {
          provider: settings.name,
          reason: error.reason,
        });
        return reply.redirect(signInPage(AUTH_PROVIDER_ERROR_PARAM, error.key), 302);
      }
    },
  );
}
