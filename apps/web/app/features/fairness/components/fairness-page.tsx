import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { VERIFY_LOOTBOX } from '~/shared/lootbox-verify-link.ts';
import { VERIFY_LOTTERY } from '~/shared/lottery-verify-link.ts';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { SeedsPanel } from './seeds-panel.tsx';
import { VerifyLootbox } from './verify-lootbox.tsx';
import { VerifyLottery } from './verify-lottery.tsx';
import { VerifyRound } from './verify-round.tsx';

/** `/provably-fair`: how outcomes are fixed, the player's seeds, and any past round re-computed. */
export function FairnessPage() {
  const { t } = useTranslation();
  const { player } = usePlayer();
  const location = useLocation();
  const [params] = useSearchParams();
  // A lottery draw needs nothing of the player's: a guest verifies it too (under the sign-in prompt).
  const lotteryForGuest = !player && params.get('verify') === VERIFY_LOTTERY;
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
          <Verifier />
        </>
      ) : (
        <>
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
          {lotteryForGuest ? <VerifyLottery /> : null}
        </>
      )}
    </main>
  );
}

type VerifyMode = 'round' | 'lootbox' | 'lottery';

const modeOf = (verify: string | null): VerifyMode =>
  verify === VERIFY_LOOTBOX ? 'lootbox' : verify === VERIFY_LOTTERY ? 'lottery' : 'round';

/** What to verify: a game round (`?round=`), a lootbox / wheel draw (`?verify=lootbox`) or a lottery draw (`?verify=lottery`). */
function Verifier() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('verify'));
  const choose = (next: VerifyMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'round') updated.delete('verify');
        else updated.set('verify', next === 'lootbox' ? VERIFY_LOOTBOX : VERIFY_LOTTERY);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  const option = (value: VerifyMode, label: string) => (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 py-2 font-semibold ${
        mode === value ? 'bg-brand text-white' : 'bg-surface-2 text-ink'
      }`}
    >
      <input
        type="radio"
        name="verify-mode"
        value={value}
        checked={mode === value}
        onChange={() => choose(value)}
        className="accent-brand"
      />
      {label}
    </label>
  );
  return (
    <>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('fairness.modes.label')}</legend>
        {option('round', t('fairness.modes.round'))}
        {option('lootbox', t('fairness.modes.lootbox'))}
        {option('lottery', t('fairness.modes.lottery'))}
      </fieldset>
      {mode === 'lootbox' ? <VerifyLootbox /> : mode === 'lottery' ? <VerifyLottery /> : <VerifyRound />}
    </>
  );
}
