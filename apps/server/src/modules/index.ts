import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/routes.ts';
import { bonusRoutes } from './bonuses/routes.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { cmsRoutes } from './cms/routes.ts';
import { configRoutes } from './config/routes.ts';
import { devMailRoutes } from './dev-mail/routes.ts';
import { gameArtRoutes } from './game-art/routes.ts';
import { gamesRoutes } from './games/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { houseRoutes } from './house/routes.ts';
import { infoRoutes } from './info/routes.ts';
import { jackpotsRoutes } from './jackpots/routes.ts';
import { limitsRoutes } from './limits/routes.ts';
import { adventureRoutes } from './loyalty/adventure-routes.ts';
import { rocketChanceRoutes } from './loyalty/chance-routes.ts';
import { lootboxRoutes } from './loyalty/lootbox-routes.ts';
import { loyaltyRoutes } from './loyalty/routes.ts';
import { vipRoutes } from './loyalty/vip-routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { playerRoutes } from './player/routes.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** Every API module; each owns its routes, service and repository. */
export async function registerModules(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(playerRoutes);
  await app.register(infoRoutes);
  await app.register(configRoutes);
  await app.register(cmsRoutes);
  await app.register(gamesRoutes);
  await app.register(jackpotsRoutes);
  await app.register(gameArtRoutes);
  await app.register(walletRoutes);
  await app.register(houseRoutes);
  await app.register(paymentsRoutes);
  await app.register(limitsRoutes);
  await app.register(bonusRoutes);
  await app.register(loyaltyRoutes);
  await app.register(lootboxRoutes);
  await app.register(rocketChanceRoutes);
  await app.register(adventureRoutes);
  await app.register(vipRoutes);
  if (app.deps.config.devTools) await app.register(devMailRoutes);
}
