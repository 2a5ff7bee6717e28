import type { OperatorPermission } from '@orbit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditOperatorCall, requireOperatorPermission } from '../modules/operators/http.ts';
import { authRateLimit } from './rate-limit.ts';

/** Calls a back-office browser may make a minute from one address (its screens page through lists). */
export const OPERATOR_CALLS_PER_MINUTE = 600;

/**
 * The options every operator route starts with: the back-office session and the one permission
 * the route requires, checked before the body is read (401 signed out, 403 for a role without it);
 * the call recorded in the audit log when it writes or is refused (`auditReads`: reads too).
 * Not exempt from the X-Requested-With rule.
 */
export function operatorRoute(
  app: FastifyInstance,
  permission: OperatorPermission,
  options: { auditReads?: boolean } = {},
) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await requireOperatorPermission(request, permission);
    },
    onSend: auditOperatorCall,
    config: {
      ...authRateLimit(app, OPERATOR_CALLS_PER_MINUTE, '1 minute'),
      operatorPermission: permission,
      auditReads: options.auditReads ?? false,
    },
  };
}

/** An operator route as the role matrix sees it. */
export interface OperatorRouteInfo {
  method: string;
  url: string;
  permission: OperatorPermission;
}

/**
 * Lists every operator route as it is registered (`app.operatorRoutes`): the role-matrix and audit
 * tests walk it, so a new endpoint is covered without anyone adding it to a list.
 */
export function collectOperatorRoutes(app: FastifyInstance) {
  const routes: OperatorRouteInfo[] = [];
  app.decorate('operatorRoutes', routes);
  app.addHook('onRoute', (route) => {
    const permission = route.config?.operatorPermission;
    if (!permission) {
      // An operator endpoint without a permission would be open to anyone: refuse to start.
      if (route.url.startsWith('/api/operator/')) throw new Error(`${route.url} is no operatorRoute`);
      return;
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorRoutes: OperatorRouteInfo[];
  }
}
