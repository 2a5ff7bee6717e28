/** The spec's path (`/api/x`) and the newer client's (`/api-fe/x`), served by one handler. */
export const bothFamilies = (path: string) => [`/api${path}`, `/api-fe${path}`];
