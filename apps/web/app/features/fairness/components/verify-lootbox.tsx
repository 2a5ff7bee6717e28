import type { Lootbox } from '@orbit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LOOTBOXES_KEY, useLootboxes, usePrizeText, wonItem } from '~/features/wheel/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { fieldsOfBox, fieldsOfParams, type LootboxFields } from '~/shared/lootbox-verify-link.ts';
import { Button } from '~/shared/ui/button.tsx';
import { SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useRotateSeeds } from '../api/seeds.ts';
import { type LootboxFieldError, type LootboxVerification, verifyLootbox } from '../model/lootbox-verify.ts';
import { Check } from './check.tsx';
import { useFairLibrary } from './use-fair-library.ts';

const FIELD_ERRORS: Record<LootboxFieldError, string> = {
  server_seed: 'fairness.lootbox.errors.server_seed',
  client_seed: 'fairness.lootbox.errors.client_seed',
  nonce: 'fairness.lootbox.errors.nonce',
  weights: 'fairness.lootbox.errors.weights',
};

/**
 * "Verify a lootbox or wheel spin": the seeds, the nonce and the box's weights — pasted, filled
 * from one of the player's opened boxes, or from a box's link — re-computed in the browser with
 * the draw the server uses. Once the box's pair is rotated its server seed fills itself in.
 */
export function VerifyLootbox() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The link's values are where the form starts; from then on the form is the player's.
  const initial = useMemo(() => fieldsOfParams(params), [params]);
  const [fields, setFields] = useState<LootboxFields>(initial.fields);
  const [boxId, setBoxId] = useState<number | null>(initial.boxId);
  const boxes = useLootboxes();
  const opened = (boxes.data ?? []).filter((box) => box.draw !== null);
  const box = opened.find((candidate) => candidate.id === boxId) ?? null;
  const revealed = box?.draw?.server_seed ?? null;
  const library = useFairLibrary(true);
  const rotate = useRotateSeeds();
  const queryClient = useQueryClient();
  const prizes = usePrizeText();

  // A rotation revealed the chosen box's server seed: it fills in (unless one is typed already).
  useEffect(() => {
    if (revealed)
      setFields((current) => (current.serverSeed ? current : { ...current, serverSeed: revealed }));
  }, [revealed]);

  const choose = (value: string) => {
    const chosen = opened.find((candidate) => String(candidate.id) === value);
    const filled = chosen ? fieldsOfBox(chosen) : null;
    setBoxId(chosen?.id ?? null);
    if (filled) setFields(filled);
  };
  const set = (name: keyof LootboxFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const result: LootboxVerification | null = library.data ? verifyLootbox(fields, library.data) : null;
  const invalid = result?.status === 'invalid' ? result.fields : [];
  const errorOf = (field: LootboxFieldError) => (invalid.includes(field) ? t(FIELD_ERRORS[field]) : null);
  const optionLabel = (candidate: Lootbox) => {
    const won = wonItem(candidate);
    const prize = won ? prizes.ofItem(won.item, candidate.currency).title : '';
    return t('fairness.lootbox.option', { id: candidate.id, title: candidate.title, prize });
  };

  return (
    <section
      aria-labelledby="fair-lootbox"
      className="flex flex-col gap-4 rounded-2xl bg-surface-2 p-4 sm:p-6"
      data-testid="verify-lootbox"
    >
      <h2 id="fair-lootbox" className="text-lg font-bold">
        {t('fairness.lootbox.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('fairness.lootbox.intro')}</p>
      {opened.length > 0 ? (
        <SelectField
          label={t('fairness.lootbox.choose')}
          name="box"
          value={box ? String(box.id) : ''}
          placeholder={t('fairness.lootbox.choose_placeholder')}
          options={opened.map((candidate) => ({
            value: String(candidate.id),
            label: optionLabel(candidate),
          }))}
          onChange={(event) => choose(event.target.value)}
        />
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('fairness.seeds.server_seed')}
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
          label={t('fairness.lootbox.nonce')}
          name="nonce"
          inputMode="numeric"
          autoComplete="off"
          value={fields.nonce}
          error={errorOf('nonce')}
          onChange={set('nonce')}
        />
        <TextField
          className="sm:col-span-2"
          label={t('fairness.lootbox.weights')}
          hint={t('fairness.lootbox.weights_hint')}
          name="weights"
          autoComplete="off"
          value={fields.weights}
          error={errorOf('weights')}
          onChange={set('weights')}
        />
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
      </div>
      {box && !revealed && !fields.serverSeed ? (
        <div className="flex flex-col items-start gap-2" data-testid="lootbox-unrevealed">
          <p>{t('fairness.lootbox.unrevealed')}</p>
          <Button
            variant="secondary"
            loading={rotate.isPending}
            onClick={() =>
              rotate.mutate(undefined, {
                onSuccess: () => queryClient.invalidateQueries({ queryKey: LOOTBOXES_KEY }),
              })
            }
          >
            {t('fairness.seeds.rotate')}
          </Button>
        </div>
      ) : null}
      {library.isError ? <FormError message={t('fairness.errors.load')} /> : null}
      {result?.status === 'incomplete' ? (
        <p className="text-sm text-ink-muted">{t('fairness.lootbox.incomplete')}</p>
      ) : null}
      {result?.status === 'checked' ? <LootboxResult result={result} box={box} /> : null}
    </section>
  );
}

function LootboxResult({
  result,
  box,
}: {
  result: Extract<LootboxVerification, { status: 'checked' }>;
  box: Lootbox | null;
}) {
  const { t } = useTranslation();
  const prizes = usePrizeText();
  // The box's own items name the prize, when the weights are the box's.
  const items = box && box.items.length === result.stretches.length ? box.items : null;
  const drawn = items?.[result.index];
  const won = box ? wonItem(box) : null;
  return (
    <div className="flex flex-col gap-3" data-testid="lootbox-verification" aria-live="polite">
      <ul className="flex flex-col gap-1">
        <Check ok={result.hashMatches} testId="lootbox-check-hash">
          {t('fairness.verify.hash_check')}
        </Check>
        <Check ok={items && won ? won.index === result.index : null} testId="lootbox-check-prize">
          {t('fairness.lootbox.prize_check')}
        </Check>
      </ul>
      <p>{t('fairness.lootbox.roll', { roll: result.roll, total: result.total })}</p>
      <p className="text-lg font-bold" data-testid="lootbox-drawn" data-index={result.index}>
        {t('fairness.lootbox.drawn', { position: result.index + 1, count: result.stretches.length })}
        {drawn && box ? (
          <>
            {' — '}
            <span data-testid="lootbox-drawn-prize">{prizes.ofItem(drawn, box.currency).title}</span>
          </>
        ) : null}
      </p>
      <table className="w-full text-left text-sm">
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-1 pr-3">
              {t('fairness.lootbox.item')}
            </th>
            {items && box ? (
              <th scope="col" className="py-1 pr-3">
                {t('fairness.lootbox.prize')}
              </th>
            ) : null}
            <th scope="col" className="py-1 text-right">
              {t('fairness.lootbox.rolls')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.stretches.map(({ position, from, to }) => {
            const item = items?.[position - 1];
            return (
              <tr
                key={position}
                className={`border-t border-surface-3 ${position === result.index + 1 ? 'font-bold text-accent' : ''}`}
                aria-current={position === result.index + 1 ? 'true' : undefined}
              >
                <td className="py-1 pr-3 font-mono">{position}</td>
                {items && box ? (
                  <td className="py-1 pr-3">{item ? prizes.ofItem(item, box.currency).title : ''}</td>
                ) : null}
                <td className="py-1 text-right font-mono">
                  {to > from ? t('fairness.lootbox.stretch', { from, to: to - 1 }) : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
