import { CaptchaChallenge } from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCaptchaChallenge } from './service.ts';

/** The self-hosted proof-of-work captcha: challenges to solve in the browser. */
export async function captchaRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/captcha/challenge',
    {
      schema: {
        tags: ['auth'],
        summary: 'A fresh ALTCHA challenge (the widget’s challengeurl)',
        response: { 200: CaptchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(app.deps);
    },
  );
}
