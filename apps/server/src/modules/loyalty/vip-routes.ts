import {
  VIP_DEFAULT_THRESHOLDS,
  VIP_LADDER,
  VipProgress,
  VipThreshold,
  VipThresholdsInput,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../http/guards.ts';
import { operatorRoute } from '../../http/operator-route.ts';
import { vipProgressOf } from './vip.ts';
import { saveVipThresholds, vipThresholdsTable } from './vip-thresholds.ts';

const ThresholdsTable = z.object({
  thresholds: z.array(VipThreshold),
  /** What a currency without thresholds asks for the next status (spec 2 §9). */
  defaults: z.object({ deposit_cents: z.number().int(), bet_cents: z.number().int() }),
});

const present = (rows: Awaited<ReturnType<typeof vipThresholdsTable>>) => ({
  thresholds: rows.map((row) => ({
    status: row.status,
    currency: row.currency,
    deposit_cents: row.depositCents,
    bet_cents: row.betCents,
  })),
  defaults: {
    deposit_cents: VIP_DEFAULT_THRESHOLDS.depositCents,
    bet_cents: VIP_DEFAULT_THRESHOLDS.betSumCents,
  },
});

/** The VIP club: the player's progress (both path families), and the operator's thresholds. */
export async function vipRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  // The spec's path and the current client's (`/api-fe/…`): one handler.
  for (const url of ['/jam/vip_status_progress', '/api-fe/jam/vip_status_progress']) {
    app.get(
      url,
      {
        preValidation: signedIn,
        schema: {
          tags: ['loyalty'],
          summary: "The player's VIP status and this quarter's progress towards the next",
          response: { 200: VipProgress },
        },
      },
      async (request) => vipProgressOf(deps, requireUser(request)),
    );
  }
  const tags = ['operator'];
  app.get(
    '/api/operator/vip_thresholds',
    {
      ...operatorRoute(app, 'promotions.read'),
      schema: {
        tags,
        summary: 'The VIP thresholds per status and currency',
        response: { 200: ThresholdsTable },
      },
    },
    async () => present(await vipThresholdsTable(deps)),
  );
  app.put(
    '/api/operator/vip_thresholds',
    {
      ...operatorRoute(app, 'promotions.write'),
      schema: {
        tags,
        summary: `Replace the VIP thresholds (each currency named lists ${VIP_LADDER.join(', ')})`,
        body: VipThresholdsInput,
        response: { 200: ThresholdsTable },
      },
    },
    async (request) => {
      request.auditBefore = present(await vipThresholdsTable(deps));
      return present(await saveVipThresholds(deps, request.body.thresholds));
    },
  );
}
