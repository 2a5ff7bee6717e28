import type { HouseRoundProof } from '@orbit/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { Button } from '~/shared/ui/button.tsx';
import { TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useRoundProof } from '../api/round-proof.ts';
import { useRotateSeeds } from '../api/seeds.ts';
import { parseRoundId } from '../model/client-seed.ts';
import { seedVerifierPath } from '../model/seed-verify.ts';
import { summarizeOutcome } from '../model/summary.ts';
import { type Verification, verifyRound } from '../model/verify.ts';
import { Check } from './check.tsx';
import { useFairLibrary } from './use-fair-library.ts';

/** "Verify a round": a round id (`?round=ID`), its proof from the server, re-computed here. */
export function VerifyRound() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roundId = parseRoundId(params.get('round'));
  const [typed, setTyped] = useState(params.get('round') ?? '');
  const [invalid, setInvalid] = useState(false);
  const proof = useRoundProof(roundId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseRoundId(typed);
    setInvalid(id === null);
    if (id === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('round', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const notFound = proof.error instanceof ApiError && proof.error.status === 404;
  return (
    <section
      aria-labelledby="fair-verify"
      className="flex flex-col gap-4 rounded-2xl bg-surface-2 p-4 sm:p-6"
    >
      <h2 id="fair-verify" className="text-lg font-bold">
        {t('fairness.verify.title')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField
            label={t('fairness.verify.round_id')}
            name="round"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            error={invalid ? t('fairness.verify.round_id_invalid') : null}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <Button type="submit" className="sm:mt-7" loading={proof.isFetching}>
          {t('fairness.verify.submit')}
        </Button>
      </form>
      {notFound ? <FormError message={t('fairness.verify.not_found')} /> : null}
      {proof.isError && !notFound ? <FormError message={t('fairness.errors.load')} /> : null}
      {proof.data ? <RoundResult proof={proof.data} /> : null}
    </section>
  );
}

function RoundResult({ proof }: { proof: HouseRoundProof }) {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const rotate = useRotateSeeds();
  const revealed = proof.server_seed !== null;
  const library = useFairLibrary(revealed);
  const result = useMemo<Verification | null>(() => {
    if (!revealed) return { status: 'unrevealed' };
    return library.data ? verifyRound(proof, library.data) : null;
  }, [library.data, proof, revealed]);
  const currency = currencyInfo(proof.currency, undefined);
  const money = (cents: number) => formatMoney(cents, currency, locale);

  return (
    <div className="flex flex-col gap-3" data-testid="round-result">
      <h3 className="font-semibold">
        {t('fairness.verify.round', { id: proof.id, title: proof.game.title })}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-ink-muted">{t('fairness.seeds.server_seed_hash')}</dt>
        <dd className="font-mono break-all">{proof.server_seed_hash}</dd>
        <dt className="text-ink-muted">{t('fairness.seeds.server_seed')}</dt>
        <dd className="font-mono break-all">{proof.server_seed ?? t('fairness.verify.hidden')}</dd>
        <dt className="text-ink-muted">{t('fairness.seeds.client_seed')}</dt>
        <dd className="font-mono break-all">{proof.client_seed}</dd>
        <dt className="text-ink-muted">{t('fairness.verify.nonce')}</dt>
        <dd className="font-mono">{proof.nonce}</dd>
        <dt className="text-ink-muted">{t('fairness.verify.stake')}</dt>
        <dd>{money(proof.stake_cents)}</dd>
        <dt className="text-ink-muted">{t('fairness.verify.payout')}</dt>
        <dd>{money(proof.payout_cents)}</dd>
      </dl>
      <Link
        to={href(seedVerifierPath(proof))}
        className="self-start font-semibold text-accent underline"
        data-testid="open-seed-verifier"
      >
        {t('fairness.seed_verify.open')}
      </Link>
      {result === null && !library.isError ? <p role="status">{t('fairness.verify.computing')}</p> : null}
      {library.isError ? <FormError message={t('fairness.errors.load')} /> : null}
      {result?.status === 'unrevealed' ? (
        <div className="flex flex-col items-start gap-2" data-testid="round-unrevealed">
          <p>{t('fairness.verify.unrevealed')}</p>
          <Button variant="secondary" onClick={() => rotate.mutate()} loading={rotate.isPending}>
            {t('fairness.seeds.rotate')}
          </Button>
        </div>
      ) : null}
      {result?.status === 'unknown_engine' ? (
        <FormError message={t('fairness.verify.unknown_engine')} />
      ) : null}
      {result?.status === 'checked' ? (
        <>
          <ul className="flex flex-col gap-1" aria-live="polite">
            <Check ok={result.hashMatches} testId="check-hash">
              {t('fairness.verify.hash_check')}
            </Check>
            <Check ok={result.outcomeMatches} testId="check-outcome">
              {t('fairness.verify.outcome_check')}
            </Check>
            <Check ok={result.payoutMatches} testId="check-payout">
              {t('fairness.verify.payout_check', { payout: money(result.payoutCents ?? 0) })}
            </Check>
          </ul>
          {result.error ? <FormError message={t('fairness.verify.replay_failed')} /> : null}
          {result.outcome !== null ? (
            <div>
              <h4 className="text-sm font-semibold">{t('fairness.verify.outcome')}</h4>
              <dl
                className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]"
                data-testid="outcome"
              >
                {summarizeOutcome(result.outcome).map((line) => (
                  <div key={`${line.label} ${line.text}`} className="contents">
                    <dt className="text-ink-muted">{t(line.label)}</dt>
                    <dd className="font-mono whitespace-pre-wrap break-all">{line.text}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
