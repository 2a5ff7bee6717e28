import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { linksOf, renderOutboxPage } from './page.ts';
import { findLatestMailTo, listRecentMails } from './repository.ts';

/** /dev/mail: the outbox as a page with clickable links (dev tools only). */
export async function devMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listRecentMails(db, 200);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(mails));
  });

  /** The newest mail to an address, for end-to-end tests that follow a link. */
  app.get(
    '/dev/mail/latest.json',
    { schema: { hide: true, querystring: z.object({ to: z.string().min(1).max(320) }) } },
    async (request, reply) => {
      const mail = await findLatestMailTo(db, request.query.to);
      if (!mail) throw new HttpError(404, 'not_found', 'No mail to that address');
      reply.header('cache-control', 'no-store');
      return {
        subject: mail.subject,
        to: mail.to,
        text: mail.text,
        html: mail.html,
        links: linksOf(mail),
        created_at: mail.createdAt.toISOString(),
      };
    },
  );
}
