import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A throwaway route registered before ready(): zod body failures must become 422 field errors.
  (t.app as FastifyInstance).withTypeProvider<ZodTypeProvider>().post(
    '/test/errors',
    {
      schema: {
        body: z.strictObject({
          user: z.strictObject({
            email: z.string().min(3, 'validation.too_short'),
            age: z.number().optional(),
          }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
});
afterAll(() => t.close());

describe('zod body failures', () => {
  it('answer 422 with translation keys per field, without the form wrapper', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/test/errors',
      payload: { user: { email: 'x', age: 'old', extra: 1 } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: {
        email: ['validation.too_short'],
        age: ['validation.invalid_type'],
        extra: ['validation.unknown_field'],
      },
    });
  });

  it('call a missing field required', async () => {
    const res = await t.request({ method: 'POST', url: '/test/errors', payload: { user: {} } });
    expect(res.json()).toEqual({ errors: { email: ['validation.required'] } });
  });
});
