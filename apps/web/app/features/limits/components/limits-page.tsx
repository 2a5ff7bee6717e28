import {
  COOLING_OFF_PERIODS,
  isLimitReached,
  LIMIT_PERIODS,
  MAX_SESSION_MINUTES,
  REALITY_CHECK_INTERVALS,
  SELF_EXCLUSION_PERIODS,
  type UserLimit,
  type UserLimitBody,
} from '@orbit/contract';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { currencyInfo, formatMoney } from '~/shared/money.ts';
import { moneyInputText, parseMoneyInput } from '~/shared/money-input.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFormErrors } from '~/shared/ui/form-errors.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { useLimits, useRemoveLimit, useSaveLimit } from '../api/limits.ts';
import { useLimitsPresets } from '../api/presets.ts';
import { useRealityCheck, useSetRealityCheck } from '../api/reality-check.ts';
import { accountIn, limitsOfType, MONEY_SECTIONS, type MoneySection, usedShare } from '../model/limits.ts';

/** The one-tap amounts, in a chunk of their own (see amount-presets.tsx). */
const AmountPresets = lazy(() => import('~/shared/ui/amount-presets.tsx'));

/** Dates in the page's language; UTC on the server and in the browser, so both render alike. */
function useDateTime() {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return (iso: string | null) => (iso ? `${format.format(new Date(iso))} UTC` : '');
}

/**
 * Profile › Limits (UKGC/MGA rules): deposit, loss and wager limits per day, week and
 * month in the player's currency, a session limit, cooling-off and self-exclusion. A stricter
 * limit applies at once; a looser one or a removal waits 24 hours and the e-mailed confirmation.
 */
export function LimitsPage() {
  const { t } = useTranslation();
  const limits = useLimits();
  const { player } = usePlayer();
  const currency = player?.currency ?? 'EUR';

  if (limits.isError) return <FormError message={t('limits.errors.load')} />;
  if (!limits.data) return <p role="status">{t('limits.loading')}</p>;
  const reached = limits.data.filter((limit) => isLimitReached(limit, currency));

  return (
    <section aria-labelledby="limits-title" className="flex flex-col gap-8" data-testid="limits-page">
      <div className="flex flex-col gap-2">
        <h2 id="limits-title" className="text-xl font-bold">
          {t('limits.title')}
        </h2>
        <p className="max-w-3xl text-ink-muted">{t('limits.intro')}</p>
      </div>
      {reached.length > 0 ? (
        <p role="alert" className="rounded-xl bg-danger/15 p-4 font-semibold" data-testid="limits-reached">
          {t('limits.reached', { count: reached.length })}
        </p>
      ) : null}
      {MONEY_SECTIONS.map((type) => (
        <MoneyLimits key={type} type={type} limits={limitsOfType(limits.data, type)} currency={currency} />
      ))}
      <SessionLimits limits={limitsOfType(limits.data, 'session')} />
      <RealityCheckSetting />
      <TakeABreak limits={limits.data} />
    </section>
  );
}

/** A limit's waiting loosening, said in words (it applies only once confirmed by the link). */
function PendingNote({ limit, describe }: { limit: UserLimit; describe: (value: number) => string }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const pending = limit.pending;
  if (!pending) return null;
  const value = pending.minutes ?? pending.accounts?.[0]?.amount_cents;
  return (
    <p className="text-sm text-accent" data-testid="limit-pending">
      {pending.removal
        ? t('limits.pending.removal', { at: when(pending.applies_at) })
        : t('limits.pending.raise', {
            value: value === undefined ? '' : describe(value),
            at: when(pending.applies_at),
          })}
    </p>
  );
}

function RemoveButton({ limit }: { limit: UserLimit }) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useRemoveLimit();
  if (limit.pending?.removal) return null;
  return (
    <Button
      variant="ghost"
      disabled={remove.isPending}
      onClick={() =>
        remove.mutate(limit.id, {
          onSuccess: () => toast.show({ kind: 'info', message: 'limits.toasts.removal_waits' }),
          onError: () => toast.show({ kind: 'error', message: 'limits.errors.save' }),
        })
      }
    >
      {t('limits.remove')}
    </Button>
  );
}

/** The toast after a save: at once when stricter, else it waits. */
const savedToast = (before: UserLimit | undefined, after: UserLimit[] | undefined, id?: number) => {
  const saved = after?.find((limit) => limit.id === (id ?? before?.id));
  return saved?.pending ? 'limits.toasts.raise_waits' : 'limits.toasts.saved';
};

function MoneyLimits({
  type,
  limits,
  currency,
}: {
  type: MoneySection;
  limits: UserLimit[];
  currency: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const when = useDateTime();
  const info = currencyInfo(currency, undefined);
  const money = (cents: number) => formatMoney(cents, info, locale);
  return (
    <LimitsSection
      name={type}
      title={t(`limits.types.${type}.title`)}
      about={t(`limits.types.${type}.about`)}
    >
      {limits.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {limits.map((limit) => {
            const account = accountIn(limit, currency);
            return (
              <li
                key={limit.id}
                className="flex flex-col gap-2 rounded-xl bg-surface-2 p-4"
                data-testid="limit"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    {t(`limits.periods.${limit.period}`)} · {account ? money(account.amount_cents) : '—'}
                  </p>
                  <RemoveButton limit={limit} />
                </div>
                {account ? (
                  <>
                    <progress
                      className="h-2 w-full accent-brand"
                      max={1}
                      value={usedShare(account.amount_cents, account.current_value_amount_cents)}
                      aria-label={t('limits.used_label')}
                    />
                    <p className="text-sm text-ink-muted">
                      {t('limits.used', {
                        used: money(Math.abs(account.current_value_amount_cents)),
                        amount: money(account.amount_cents),
                        at: when(account.active_until),
                      })}
                    </p>
                  </>
                ) : null}
                <PendingNote limit={limit} describe={money} />
              </li>
            );
          })}
        </ul>
      ) : null}
      <MoneyLimitForm type={type} limits={limits} currency={currency} />
    </LimitsSection>
  );
}

function MoneyLimitForm({
  type,
  limits,
  currency,
}: {
  type: MoneySection;
  limits: UserLimit[];
  currency: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const presets = useLimitsPresets()?.[type][currency] ?? [];
  const toast = useToast();
  const save = useSaveLimit();
  const form = useFormErrors({ generic: 'limits.errors.save' });
  const [period, setPeriod] = useState<string>(LIMIT_PERIODS[0]);
  const [amount, setAmount] = useState('');
  const info = currencyInfo(currency, undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = parseMoneyInput(amount, info.subunits_to_unit);
    if (!form.check(cents === null ? { amount: ['limits.errors.amount'] } : {})) return;
    const before = limits.find((limit) => limit.period === period);
    const body: UserLimitBody = {
      type: type as UserLimitBody['type'],
      period,
      accounts: [{ currency, amount_cents: cents as number }],
    };
    save.mutate(body, {
      onSuccess: (answer) => {
        setAmount('');
        toast.show({ kind: 'success', message: savedToast(before, answer as UserLimit[] | undefined) });
      },
      onError: (error) => form.fail(error),
    });
  };

  return (
    <form ref={form.form} noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <SelectField
        label={t('limits.period')}
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
        options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`limits.periods.${p}`) }))}
      />
      <TextField
        label={t('limits.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={form.fieldError('amount') ?? form.fieldError('accounts')}
      />
      {presets.length > 0 ? (
        <div className="basis-full">
          <Suspense fallback={null}>
            <AmountPresets
              label={t('limits.presets')}
              values={presets}
              chosen={parseMoneyInput(amount, info.subunits_to_unit)}
              describe={(cents) => formatMoney(cents, info, locale)}
              onChoose={(cents) => setAmount(moneyInputText(cents, info.subunits_to_unit))}
            />
          </Suspense>
        </div>
      ) : null}
      <Button type="submit" disabled={save.isPending}>
        {t('limits.save')}
      </Button>
      {form.baseError ? <FormError message={form.baseError} /> : null}
    </form>
  );
}

function SessionLimits({ limits }: { limits: UserLimit[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveLimit();
  const form = useFormErrors({ generic: 'limits.errors.save' });
  const [period, setPeriod] = useState<string>(LIMIT_PERIODS[0]);
  const [minutes, setMinutes] = useState('');
  const describe = (value: number) => t('limits.minutes_value', { count: value });
  const presets = useLimitsPresets()?.session_minutes ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = Number(minutes);
    const valid = /^\d+$/.test(minutes.trim()) && value >= 1 && value <= MAX_SESSION_MINUTES;
    if (!form.check(valid ? {} : { minutes: ['limits.errors.minutes'] })) return;
    const before = limits.find((limit) => limit.period === period);
    save.mutate(
      { type: 'session', period, minutes: value },
      {
        onSuccess: (answer) => {
          setMinutes('');
          toast.show({ kind: 'success', message: savedToast(before, answer as UserLimit[] | undefined) });
        },
        onError: (error) => form.fail(error),
      },
    );
  };

  return (
    <LimitsSection
      name="session"
      title={t('limits.types.session.title')}
      about={t('limits.types.session.about')}
    >
      {limits.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {limits.map((limit) => (
            <li
              key={limit.id}
              className="flex flex-col gap-2 rounded-xl bg-surface-2 p-4"
              data-testid="limit"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {t(`limits.periods.${limit.period}`)} · {describe(limit.minutes ?? 0)}
                </p>
                <RemoveButton limit={limit} />
              </div>
              <p className="text-sm text-ink-muted">
                {t('limits.session_used', { count: limit.current_value_minutes ?? 0 })}
              </p>
              <PendingNote limit={limit} describe={describe} />
            </li>
          ))}
        </ul>
      ) : null}
      <form ref={form.form} noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('limits.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
          options={LIMIT_PERIODS.map((p) => ({ value: p, label: t(`limits.periods.${p}`) }))}
        />
        <TextField
          label={t('limits.minutes')}
          inputMode="numeric"
          autoComplete="off"
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
          error={form.fieldError('minutes')}
        />
        {presets.length > 0 ? (
          <div className="basis-full">
            <Suspense fallback={null}>
              <AmountPresets
                label={t('limits.session_presets')}
                values={presets}
                chosen={/^\d+$/.test(minutes) ? Number(minutes) : null}
                describe={describe}
                onChoose={(value) => setMinutes(String(value))}
              />
            </Suspense>
          </div>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {t('limits.save')}
        </Button>
        {form.baseError ? <FormError message={form.baseError} /> : null}
      </form>
    </LimitsSection>
  );
}

/** Cooling-off and self-exclusion: a deliberate step (the box must be ticked), not undone early. */
function TakeABreak({ limits }: { limits: UserLimit[] }) {
  const { t } = useTranslation();
  const when = useDateTime();
  const active = limits.filter((limit) => limit.type === 'coolingoff' || limit.type === 'selfexclusion');
  return (
    <LimitsSection name="break" title={t('limits.break.title')} about={t('limits.break.about')}>
      {active.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {active.map((limit) => (
            <li key={limit.id} className="rounded-xl bg-surface-2 p-4 font-semibold" data-testid="limit">
              {limit.disable_at
                ? t(`limits.break.${limit.type}_until`, { at: when(limit.disable_at) })
                : t(`limits.break.${limit.type}_permanent`)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <BreakForm type="coolingoff" periods={COOLING_OFF_PERIODS} />
          <BreakForm type="selfexclusion" periods={SELF_EXCLUSION_PERIODS} />
        </div>
      )}
    </LimitsSection>
  );
}

function BreakForm({ type, periods }: { type: 'coolingoff' | 'selfexclusion'; periods: readonly string[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveLimit();
  const form = useFormErrors({ generic: 'limits.errors.save' });
  const [period, setPeriod] = useState(periods[0] ?? '');
  const [understood, setUnderstood] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.check(understood ? {} : { understood: ['validation.must_accept'] })) return;
    save.mutate(
      { type, period },
      {
        onSuccess: () => toast.show({ kind: 'success', message: `limits.toasts.${type}` }),
        onError: (error) => form.fail(error),
      },
    );
  };

  return (
    <form
      ref={form.form}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl bg-surface-2 p-4"
      data-testid={`limits-${type}-form`}
    >
      <h4 className="font-semibold">{t(`limits.break.${type}`)}</h4>
      <SelectField
        label={t('limits.break.length')}
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
        options={periods.map((p) => ({ value: p, label: t(`limits.break.periods.${p}`) }))}
      />
      <CheckboxField
        label={t(`limits.break.${type}_understood`)}
        checked={understood}
        onChange={(event) => setUnderstood(event.target.checked)}
        error={form.fieldError('understood')}
      />
      <Button type="submit" variant="danger" disabled={save.isPending}>
        {t(`limits.break.${type}_start`)}
      </Button>
      {form.baseError ? <FormError message={form.baseError} /> : null}
    </form>
  );
}

/** How often the reality check comes (the check itself pops up over any page). */
function RealityCheckSetting() {
  const { t } = useTranslation();
  const toast = useToast();
  const check = useRealityCheck();
  const save = useSetRealityCheck();
  const [chosen, setChosen] = useState<string | null>(null);
  if (!check.data) return null;
  const value = chosen ?? String(check.data.interval_minutes);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(Number(value), {
      onSuccess: () => toast.show({ kind: 'success', message: 'limits.reality.saved' }),
      onError: () => toast.show({ kind: 'error', message: 'limits.errors.save' }),
    });
  };

  return (
    <LimitsSection name="reality" title={t('limits.reality.title')} about={t('limits.reality.about')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('limits.reality.every')}
          value={value}
          onChange={(event) => setChosen(event.target.value)}
          options={REALITY_CHECK_INTERVALS.map((minutes) => ({
            value: String(minutes),
            label: t('limits.minutes_value', { count: minutes }),
          }))}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('limits.save')}
        </Button>
      </form>
    </LimitsSection>
  );
}

/** One part of the limits page: its heading (the section's name) and what it is for. */
function LimitsSection({
  name,
  title,
  about,
  children,
}: {
  name: string;
  title: string;
  about: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`limits-${name}`}
      className="flex flex-col gap-3"
      data-testid={`limits-${name}`}
    >
      <h3 id={`limits-${name}`} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="max-w-3xl text-sm text-ink-muted">{about}</p>
      {children}
    </section>
  );
}
