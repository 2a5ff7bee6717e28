import type { FastifyInstance } from 'fastify';

/** The self-hosted proof-of-work captcha: challenges to solve in the browser. */
export async function captchaRoutes(_app: FastifyInstance) {}
