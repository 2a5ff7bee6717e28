import type { Lootbox } from '@orbit/contract';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { lootboxVerifyPath } from '~/shared/lootbox-verify-link.ts';

/**
 * An opened box's provably-fair draw: the committed hash, the client seed and the nonce (the
 * server seed once a rotation revealed it), and the verifier prefilled with them.
 */
export function DrawProof({ box }: { box: Lootbox }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const path = lootboxVerifyPath(box);
  if (!box.draw || !path) return null;
  const { draw } = box;
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="draw-proof">
      <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-ink-muted">{t('wheel.draw.hash')}</dt>
        <dd className="font-mono break-all">{draw.server_seed_hash}</dd>
        <dt className="text-ink-muted">{t('wheel.draw.server_seed')}</dt>
        <dd className="font-mono break-all">{draw.server_seed ?? t('wheel.draw.hidden')}</dd>
        <dt className="text-ink-muted">{t('wheel.draw.client_seed')}</dt>
        <dd className="font-mono break-all">{draw.client_seed}</dd>
        <dt className="text-ink-muted">{t('wheel.draw.nonce')}</dt>
        <dd className="font-mono">{draw.nonce}</dd>
        <dt className="text-ink-muted">{t('wheel.draw.roll')}</dt>
        <dd className="font-mono">{draw.roll}</dd>
      </dl>
      <Link to={href(path)} className="font-semibold text-accent underline" data-testid="verify-draw">
        {t('wheel.draw.verify')}
      </Link>
    </div>
  );
}
