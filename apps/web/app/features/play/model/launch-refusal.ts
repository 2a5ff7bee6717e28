import { ApiError } from '~/shared/api/client.ts';

/** Why the server refused to launch (house API: POST /api/games/launch), as the page words it. */
export type LaunchRefusal =
  | { kind: 'registration' }
  | { kind: 'not_found' }
  | { kind: 'restricted' }
  | { kind: 'limits' }
  | { kind: 'demo_unavailable' }
  | { kind: 'currency' }
  | { kind: 'provider_fields'; fields: string[] }
  | { kind: 'failed' };

export function launchRefusal(error: unknown): LaunchRefusal {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  switch (error.code) {
    case 'country_restricted':
      return { kind: 'restricted' };
    case 'limit_reached':
      return { kind: 'limits' };
    case 'demo_unavailable':
      return { kind: 'demo_unavailable' };
    case 'currency_not_supported':
      return { kind: 'currency' };
    case 'provider_fields_missing': {
      const fields = (error.body as { fields?: unknown }).fields;
      return {
        kind: 'provider_fields',
        fields: Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [],
      };
    }
  }
  if (error.status === 401) return { kind: 'registration' };
  if (error.status === 404) return { kind: 'not_found' };
  return { kind: 'failed' };
}
