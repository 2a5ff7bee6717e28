import type { Device } from '@orbit/contract';

/**
 * The `device` games_filter is asked with. The same rule runs on the server (request header)
 * and in the browser (navigator), so a server-rendered list and its hydration agree.
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): Device {
  return userAgent && /Mobi|Android|iPhone|iPod|IEMobile|Opera Mini/i.test(userAgent) ? 'mobile' : 'desktop';
}

export const requestDevice = (request: Request): Device =>
  deviceFromUserAgent(request.headers.get('user-agent'));

/** The browser's device (desktop during server rendering, where loaders pass it instead). */
export const browserDevice = (): Device =>
  deviceFromUserAgent(typeof navigator === 'undefined' ? null : navigator.userAgent);
