import { useTranslation } from '~/shared/i18n/react.tsx';
import { useHouseFrame } from './frame-context.tsx';

/**
 * "Provably fair": the commitment of the next round (the server seed's SHA-256, the client seed,
 * the nonce). A disclosure, so it opens with the keyboard and works before hydration.
 */
export function FairInfo() {
  const { t } = useTranslation();
  const { seeds } = useHouseFrame();
  return (
    <details className="relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-lg bg-surface-3 px-3 text-sm font-semibold">
        {t('house.fair.button')}
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-80 max-w-[90vw] rounded-xl border border-surface-3 bg-surface-2 p-4 text-sm shadow-xl">
        <p className="text-ink-muted">{t('house.fair.explain')}</p>
        <dl className="mt-3 space-y-2">
          <div>
            <dt className="text-ink-muted">{t('house.fair.serverSeedHash')}</dt>
            <dd className="font-mono text-xs break-all" data-testid="fair-server-seed-hash">
              {seeds.server_seed_hash}
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('house.fair.clientSeed')}</dt>
            <dd className="font-mono text-xs break-all">{seeds.client_seed}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('house.fair.nonce')}</dt>
            <dd className="font-mono text-xs" data-testid="fair-nonce">
              {seeds.nonce}
            </dd>
          </div>
        </dl>
      </div>
    </details>
  );
}
