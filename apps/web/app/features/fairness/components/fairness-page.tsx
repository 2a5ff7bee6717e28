import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { SeedsPanel } from './seeds-panel.tsx';
import { VerifyRound } from './verify-round.tsx';

/** `/provably-fair`: how outcomes are fixed, the player's seeds, and any past round re-computed. */
export function FairnessPage() {
  const { t } = useTranslation();
  const { player } = usePlayer();
  const location = useLocation();
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6"
      data-testid="fairness-page"
    >
      <h1 className="text-2xl font-bold">{t('fairness.title')}</h1>
      <section aria-labelledby="fair-how" className="flex flex-col gap-2">
        <h2 id="fair-how" className="text-lg font-bold">
          {t('fairness.how.title')}
        </h2>
        <ol className="list-decimal space-y-1 pl-5 text-ink-muted">
          <li>{t('fairness.how.commit')}</li>
          <li>{t('fairness.how.client')}</li>
          <li>{t('fairness.how.outcome')}</li>
          <li>{t('fairness.how.reveal')}</li>
        </ol>
      </section>
      {player ? (
        <>
          <SeedsPanel />
          <VerifyRound />
        </>
      ) : (
        <section
          className="flex flex-col items-start gap-3 rounded-2xl bg-surface-2 p-6"
          data-testid="fairness-guest"
        >
          <p>{t('fairness.guest')}</p>
          <Link
            to={modalHref(location, 'login', { redirect: `${location.pathname}${location.search}` })}
            className="rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong"
          >
            {t('fairness.sign_in')}
          </Link>
        </section>
      )}
    </main>
  );
}
