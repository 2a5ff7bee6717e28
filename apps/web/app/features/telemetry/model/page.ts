/** What the server takes as a page name: a route id's letters, digits, `-` and `_`. */
const PAGE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The page a report is about: the id of the deepest matched route without its locale prefix
 * (`de:games-pokies` → `games-pokies`), the same for every language; `other` for a route
 * without an id of that shape.
 */
export function pageOf(routeId: string | undefined): string {
  const id = routeId?.slice(routeId.indexOf(':') + 1) ?? '';
  return PAGE_NAME.test(id) ? id : 'other';
}

/** The part of React Router's browser router the telemetry reads. */
interface RouterView {
  state: { matches: ReadonlyArray<{ route: { id: string } }> };
}

/**
 * The id of the page's deepest matched route, read from the router that React Router's
 * HydratedRouter keeps on `window` — not `useMatches()`, whose import alone would add bytes to
 * the framework chunk every page loads at start.
 */
export function currentRouteId(): string | undefined {
  const router = (window as { __reactRouterDataRouter?: RouterView }).__reactRouterDataRouter;
  return router?.state.matches.at(-1)?.route.id;
}
