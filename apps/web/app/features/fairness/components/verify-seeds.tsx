import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { focusFirstInvalid, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import {
  GAME_PARAMS,
  gameOptions,
  type SeedFields,
  type SeedVerification,
  seedFieldsOfParams,
  verifySeeds,
} from '../model/seed-verify.ts';
import { cardText, summarizeOutcome } from '../model/summary.ts';
import { Check } from './check.tsx';
import { useFairLibrary } from './use-fair-library.ts';

/**
 * "Verify with seeds": anyone pastes a server seed, a client seed, a nonce and a game and sees
 * the outcome, re-computed in the browser with the engines the server plays with. A link (a
 * round's proof) fills the form and verifies at once.
 */
export function VerifySeeds() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initial = useMemo(() => seedFieldsOfParams(params), [params]);
  const [fields, setFields] = useState<SeedFields>(initial);
  // A link with a server seed verifies at once; a typed form on submit.
  const [submitted, setSubmitted] = useState<SeedFields | null>(initial.serverSeed ? initial : null);
  const library = useFairLibrary(true);
  const form = useRef<HTMLFormElement>(null);

  const result: SeedVerification | null =
    library.data && submitted ? verifySeeds(submitted, library.data) : null;
  const errors = result?.status === 'invalid' ? result.errors : {};
  const errorOf = (field: keyof typeof errors) => {
    const key = errors[field];
    return key ? t(key) : null;
  };
  const set = (name: keyof SeedFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(fields);
    // After the render that shows the errors.
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };

  const options = library.data
    ? gameOptions(library.data).map((option) => ({
        value: option.value,
        label: t('fairness.seed_verify.game_option', {
          game: t(`fairness.seed_verify.games.${option.engine}`),
          variant: option.variant,
        }),
      }))
    : [];
  const engine = fields.game.split(':')[0] ?? '';
  const needs = GAME_PARAMS[engine] ?? [];

  return (
    <section
      aria-labelledby="fair-seeds"
      className="flex flex-col gap-4 rounded-2xl bg-surface-2 p-4 sm:p-6"
      data-testid="verify-seeds"
    >
      <h2 id="fair-seeds" className="text-lg font-bold">
        {t('fairness.seed_verify.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('fairness.seed_verify.intro')}</p>
      {library.isError ? <FormError message={t('fairness.errors.load')} /> : null}
      {library.isPending ? <p role="status">{t('fairness.loading')}</p> : null}
      {library.data ? (
        <form ref={form} noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2">
          <SelectField
            className="sm:col-span-2"
            label={t('fairness.seed_verify.game')}
            name="game"
            value={fields.game}
            placeholder={t('fairness.seed_verify.game_placeholder')}
            options={options}
            error={errorOf('game')}
            onChange={set('game')}
          />
          <TextField
            className="sm:col-span-2"
            label={t('fairness.seeds.server_seed')}
            hint={t('fairness.seed_verify.server_seed_hint')}
            name="server_seed"
            autoComplete="off"
            spellCheck={false}
            value={fields.serverSeed}
            error={errorOf('server_seed')}
            onChange={set('serverSeed')}
          />
          <TextField
            label={t('fairness.seeds.client_seed')}
            name="client_seed"
            autoComplete="off"
            spellCheck={false}
            value={fields.clientSeed}
            error={errorOf('client_seed')}
            onChange={set('clientSeed')}
          />
          <TextField
            label={t('fairness.seed_verify.nonce')}
            name="nonce"
            inputMode="numeric"
            autoComplete="off"
            value={fields.nonce}
            error={errorOf('nonce')}
            onChange={set('nonce')}
          />
          {needs.includes('target') ? (
            <>
              <TextField
                label={t('fairness.seed_verify.target')}
                hint={t('fairness.seed_verify.target_hint')}
                name="target"
                inputMode="decimal"
                autoComplete="off"
                value={fields.target}
                error={errorOf('target')}
                onChange={set('target')}
              />
              <SelectField
                label={t('fairness.seed_verify.direction')}
                name="over"
                value={fields.over ? 'over' : 'under'}
                options={[
                  { value: 'under', label: t('fairness.seed_verify.under') },
                  { value: 'over', label: t('fairness.seed_verify.over') },
                ]}
                onChange={(event) =>
                  setFields((current) => ({ ...current, over: event.target.value === 'over' }))
                }
              />
            </>
          ) : null}
          {needs.includes('mines') ? (
            <TextField
              label={t('fairness.seed_verify.mines')}
              name="mines"
              inputMode="numeric"
              autoComplete="off"
              value={fields.mines}
              error={errorOf('mines')}
              onChange={set('mines')}
            />
          ) : null}
          {needs.includes('picks') ? (
            <TextField
              className="sm:col-span-2"
              label={t('fairness.seed_verify.picks')}
              hint={t('fairness.seed_verify.picks_hint')}
              name="picks"
              autoComplete="off"
              value={fields.picks}
              error={errorOf('picks')}
              onChange={set('picks')}
            />
          ) : null}
          <TextField
            className="sm:col-span-2"
            label={t('fairness.lootbox.hash')}
            hint={t('fairness.lootbox.hash_hint')}
            name="hash"
            autoComplete="off"
            spellCheck={false}
            value={fields.hash}
            onChange={set('hash')}
          />
          <div>
            <Button type="submit">{t('fairness.verify.submit')}</Button>
          </div>
        </form>
      ) : null}
      <div aria-live="polite" data-testid="seed-verification">
        {result?.status === 'checked' ? <SeedResult result={result} /> : null}
      </div>
    </section>
  );
}

function SeedResult({ result }: { result: Extract<SeedVerification, { status: 'checked' }> }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">
        {t('fairness.seed_verify.result', {
          game: t(`fairness.seed_verify.games.${result.engine}`),
          variant: result.variant,
        })}
      </h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-ink-muted">{t('fairness.seeds.server_seed_hash')}</dt>
        <dd className="font-mono break-all" data-testid="seed-hash">
          {result.serverSeedHash}
        </dd>
      </dl>
      <ul className="flex flex-col gap-1">
        <Check ok={result.hashMatches} testId="seed-check-hash">
          {t('fairness.verify.hash_check')}
        </Check>
      </ul>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]" data-testid="seed-outcome">
        {summarizeOutcome(result.outcome).map((line) => (
          <div key={`${line.label} ${line.text}`} className="contents">
            <dt className="text-ink-muted">{t(line.label)}</dt>
            <dd className="font-mono whitespace-pre-wrap break-all">{line.text}</dd>
          </div>
        ))}
        {result.dealingOrder ? (
          <div className="contents">
            <dt className="text-ink-muted">{t('fairness.seed_verify.dealing_order')}</dt>
            <dd className="font-mono break-all">{result.dealingOrder.map(cardText).join(' ')}</dd>
          </div>
        ) : null}
        {result.multiplier !== null ? (
          <div className="contents">
            <dt className="text-ink-muted">{t('fairness.seed_verify.pays')}</dt>
            <dd className="font-mono" data-testid="seed-pays">
              {`${result.multiplier.toFixed(2)}×`}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
