import type { FastifyInstance } from 'fastify';

/** Auth calls of spec 1 §7: check-email, sign-in (password, then second factor), sign-out, registration, password reset and change, e-mail confirmation, update_details, 2FA. */
export async function authRoutes(_app: FastifyInstance) {}
