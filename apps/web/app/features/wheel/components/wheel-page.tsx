import { type CmsPage, ROCKET_CHANCE_GROUP } from '@orbit/contract';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { segmentsPath, spinPath, type WheelBase } from '../model/paths.ts';
import { GuestCall } from './guest-call.tsx';
import { LiveLootboxes } from './live-lootboxes.tsx';
import { LootboxList } from './lootbox-list.tsx';
import { usePlayerWheel } from './use-player-wheel.ts';
import { usePrizeText } from './use-prize-text.ts';
import { WheelDisc } from './wheel-disc.tsx';

const linkButton = 'rounded-lg bg-brand px-5 py-3 text-center font-bold text-white hover:bg-brand-strong';

/**
 * `/rocketmart-wheel`, `/rocketplay-wheel`: the wheel of the player's segment group, the spins
 * they have, the operator's CMS text, and their boxes (a box bought in the shop opens here).
 * Guests see the wheel and a call to sign up.
 */
export function WheelPage({ base, page }: { base: WheelBase; page: CmsPage | null }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const wheel = usePlayerWheel();
  const prizes = usePrizeText();
  const content = page?.content.trim() ? page.content : null;
  const segments = wheel.items.map((item) => ({
    id: item.id,
    label: prizes.ofItem(item, wheel.currency).short,
  }));
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 focus:outline-none"
    >
      {wheel.player ? <LiveLootboxes /> : null}
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page?.title || t('wheel.title')}</h1>
        <p className="text-ink-muted">{t('wheel.intro')}</p>
      </header>
      <div className="grid items-center gap-8 md:grid-cols-2">
        {segments.length > 0 ? (
          <WheelDisc segments={segments} rotation={0} animate={false} highlight={null} />
        ) : null}
        <div className="flex flex-col gap-4">
          {wheel.player ? (
            <>
              <p className="text-2xl font-bold" data-testid="spins-left">
                {t('wheel.spins_left', { count: wheel.spins.length })}
              </p>
              <Link to={href(spinPath(base))} className={linkButton} data-testid="to-spin">
                {wheel.spins.length > 0 ? t('wheel.go_spin') : t('wheel.see_wheel')}
              </Link>
            </>
          ) : (
            <GuestCall text={t('wheel.guest.text')} />
          )}
          <Link to={href(segmentsPath(base))} className="text-center underline">
            {t('wheel.segments_link')}
          </Link>
          <p className="text-sm text-ink-muted">{t('wheel.fair_note')}</p>
        </div>
      </div>
      {wheel.failed ? <FormError message={t('wheel.errors.load')} /> : null}
      {content ? (
        <div
          className="cms-content"
          data-testid="wheel-cms"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is sanitised by the server.
          dangerouslySetInnerHTML={{ __html: content }}
        />
      ) : null}
      {wheel.player ? (
        <LootboxList
          boxes={wheel.boxes.filter((box) => box.group_key !== ROCKET_CHANCE_GROUP)}
          spinPath={spinPath(base)}
        />
      ) : null}
    </main>
  );
}
