import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';
import { useLocale } from '~/shared/i18n/locale.ts';
import { usePlayer } from '~/shared/player/get-player.ts';

/** `PATCH /api/player/update_locale {locale}`. */
export const updateLocale = (api: ApiClient, locale: string) =>
  api.request<null>('/api/player/update_locale', { method: 'PATCH', body: { locale } });

/**
 * Keeps the signed-in player's language (used for e-mails) equal to the locale they browse in:
 * after a language switch the next page saves it once.
 */
export function useSyncPlayerLocale() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  const { player } = usePlayer();
  const tried = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: (next: string) => updateLocale(api, next),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['player'], exact: true }),
  });
  const stale = player !== null && player.language !== locale;
  useEffect(() => {
    // Once per locale: a failed save is not retried in a loop.
    if (!stale || tried.current === locale) return;
    tried.current = locale;
    mutate(locale);
  }, [stale, mutate, locale]);
}
