import {
  ClientContext,
  CountryInfo,
  CryptoExchangeRates,
  CurrencyInfo,
  CurrentIp,
  LocaleInfo,
  LocalesQuery,
  PlayerFieldsInfo,
  ProjectInfo,
  StatusInfo,
} from '@orbit/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadPlayerFieldsInfo } from '../player-fields/service.ts';
import { defaultCurrencyForCountry } from '../sites/service.ts';
import { clientContextOf } from './client-context.ts';
import {
  countriesInfo,
  cryptoExchangeRates,
  currenciesInfo,
  localesInfo,
  projectInfo,
  statusesInfo,
} from './service.ts';

const tags = ['info'];

/** /api/info/*, /api/current_ip and /client-context (also /api-fe/client-context). */
export async function infoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = fastify;

  app.get(
    '/api/info/player_fields',
    {
      schema: {
        tags,
        summary: 'Player fields and the fields each context requires',
        response: { 200: PlayerFieldsInfo },
      },
    },
    async () => loadPlayerFieldsInfo(deps),
  );

  app.get(
    '/api/info/statuses',
    { schema: { tags, summary: 'Loyalty levels and groups', response: { 200: z.array(StatusInfo) } } },
    async () => statusesInfo(deps),
  );

  app.get(
    '/api/info/countries',
    { schema: { tags, summary: 'Countries', response: { 200: z.array(CountryInfo) } } },
    async () => countriesInfo(deps),
  );

  app.get(
    '/api/info/currencies',
    {
      schema: {
        tags,
        summary: 'Currencies (enabled ones can hold an account)',
        response: { 200: z.array(CurrencyInfo) },
      },
    },
    async () => currenciesInfo(deps),
  );

  app.get(
    '/api/info/crypto_exchange_rates',
    { schema: { tags, summary: 'Crypto exchange rates', response: { 200: CryptoExchangeRates } } },
    async () => cryptoExchangeRates(deps),
  );

  app.get(
    '/api/info/project',
    {
      schema: {
        tags,
        summary: 'Project settings and the mirror of the request',
        response: { 200: ProjectInfo },
      },
    },
    async (request) => projectInfo(deps, request.site),
  );

  app.get(
    '/api/info/locales',
    {
      schema: {
        tags,
        summary: "The host's locales",
        querystring: LocalesQuery,
        response: { 200: z.array(LocaleInfo) },
      },
    },
    async (request) => localesInfo(request.site),
  );

  app.get(
    '/api/current_ip',
    { schema: { tags, summary: "The visitor's address and country", response: { 200: CurrentIp } } },
    async (request) => ({
      ip: request.ip,
      country_code: request.country,
      region_code: null,
      default_currency: await defaultCurrencyForCountry(deps.db, request.country),
    }),
  );

  // The spec's path and the current client's (`/api-fe/…`): one handler.
  for (const url of ['/client-context', '/api-fe/client-context'])
    app.get(
      url,
      {
        schema: { tags, summary: 'Device facts read from the User-Agent', response: { 200: ClientContext } },
      },
      async (request) => clientContextOf(request.headers['user-agent'] ?? ''),
    );
}
