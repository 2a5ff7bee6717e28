import type { Page } from 'playwright-core';

export interface JavaScriptWeight {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}
/** The user agent of a phone's request (games_filter's `device` is `mobile` for it). */
export const PHONE_USER_AGENT: string;
export function startUpJavaScript(
  html: string,
  load: (url: string) => Promise<Uint8Array>,
): Promise<JavaScriptWeight>;
export function pageJavaScript(baseUrl: string, path?: string): Promise<JavaScriptWeight>;
/** All JavaScript `page` loads from `url` until the network is idle (each file gzip -9). */
export function idleJavaScript(page: Page, url: string): Promise<{ files: number; gzipBytes: number }>;
