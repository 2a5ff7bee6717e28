import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { VERIFY_LOOTBOX } from '~/shared/lootbox-verify-link.ts';
import { VERIFY_LOTTERY } from '~/shared/lottery-verify-link.ts';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { VERIFY_SEEDS } from '../model/seed-verify.ts';
import { SeedsPanel } from './seeds-panel.tsx';
import { VerifyLootbox } from './verify-lootbox.tsx';
import { VerifyLottery } from './verify-lottery.tsx';
import { VerifyRound } from './verify-round.tsx';
import { VerifySeeds } from './verify-seeds.tsx';

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
          <li>{t('fairness.how.formula')}</li>
        </ol>
      </section>
      {player ? (
        <>
          <SeedsPanel />
          <Verifier signedIn />
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
          {/* Seeds and a lottery draw need nothing of the player's: a guest verifies them too. */}
          <Verifier signedIn={false} />
        </>
      )}
    </main>
  );
}

type VerifyMode = 'round' | 'lootbox' | 'lottery' | 'seeds';

const VERIFY_PARAM: Record<VerifyMode, string | null> = {
  round: null,
  lootbox: VERIFY_LOOTBOX,
  lottery: VERIFY_LOTTERY,
  seeds: VERIFY_SEEDS,
};

/** The mode a link asks for; a guest has no rounds or boxes, so theirs start at the seeds. */
function modeOf(verify: string | null, signedIn: boolean): VerifyMode {
  if (verify === VERIFY_LOTTERY) return 'lottery';
  if (verify === VERIFY_SEEDS || !signedIn) return 'seeds';
  return verify === VERIFY_LOOTBOX ? 'lootbox' : 'round';
}

/**
 * What to verify: a game round (`?round=`), a lootbox / wheel draw (`?verify=lootbox`), a
 * lottery draw (`?verify=lottery`) or any seeds (`?verify=seeds`); guests the last two.
 */
function Verifier({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('verify'), signedIn);
  const choose = (next: VerifyMode) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const value = VERIFY_PARAM[next];
        if (value === null) updated.delete('verify');
        else updated.set('verify', value);
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
        {signedIn ? option('round', t('fairness.modes.round')) : null}
        {signedIn ? option('lootbox', t('fairness.modes.lootbox')) : null}
        {option('seeds', t('fairness.modes.seeds'))}
        {option('lottery', t('fairness.modes.lottery'))}
      </fieldset>
      {mode === 'lootbox' ? (
        <VerifyLootbox />
      ) : mode === 'lottery' ? (
        <VerifyLottery />
      ) : mode === 'seeds' ? (
        <VerifySeeds />
      ) : (
        <VerifyRound />
      )}
    </>
  );
}
