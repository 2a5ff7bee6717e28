import { localizePath, splitLocalePath } from '@orbit/contract';

/** Old addresses the spec keeps alive (spec 2 §2), and where each leads now. */
const OLD_ADDRESSES: Record<string, string> = {
  '/santa-vegas': '/promotions',
  '/accounts/history': '/',
};

/**
 * Where an old address leads in the visitor's locale (`/de/santa-vegas` → `/de/promotions`), or
 * undefined. Answered by the server before any render: the browser's route table stays as small.
 */
export function newAddressOf(path: string): string | undefined {
  const { locale, path: bare } = splitLocalePath(path);
  const target = OLD_ADDRESSES[bare];
  return target === undefined ? undefined : localizePath(locale, target);
}
