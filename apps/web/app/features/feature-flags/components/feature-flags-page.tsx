import type { FeatureFlag } from '@orbit/contract';
import { useId } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FormError } from '~/shared/ui/form-error.tsx';
import { useFeatureFlags, useSwitchFlags } from '../api/feature-flags.ts';

/** A select's value for a switch: the operator's value, or on or off for this browser. */
const selectValue = (flag: FeatureFlag) => (flag.session === null ? 'default' : flag.session ? 'on' : 'off');
const switchOf = (value: string) => (value === 'default' ? null : value === 'on');

/**
 * `/ffc`, the feature-flag page (dev tools only): every flag with the operator's value and a
 * switch for this browser's session only, never a global change.
 */
export function FeatureFlagsPage() {
  const { t } = useTranslation();
  const { data } = useFeatureFlags();
  const switcher = useSwitchFlags();
  const flags = data?.flags ?? [];
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 focus:outline-none"
    >
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('pages.ffc.title')}</h1>
        <p className="text-ink-muted">{t('pages.ffc.intro')}</p>
        <p className="text-sm text-ink-muted">{t('pages.ffc.testers')}</p>
      </header>
      <FormError message={switcher.isError ? t('pages.ffc.failed') : null} />
      <table className="w-full text-left text-sm" data-testid="feature-flags">
        <caption className="sr-only">{t('pages.ffc.title')}</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-2">
              {t('pages.ffc.flag')}
            </th>
            <th scope="col" className="py-2">
              {t('pages.ffc.operator')}
            </th>
            <th scope="col" className="py-2">
              {t('pages.ffc.session')}
            </th>
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => (
            <FlagRow
              key={flag.name}
              flag={flag}
              busy={switcher.isPending}
              onSwitch={(on) => switcher.mutate({ name: flag.name, on })}
            />
          ))}
        </tbody>
      </table>
      <div>
        <button
          type="button"
          onClick={() => switcher.mutate('reset')}
          disabled={switcher.isPending || flags.every((flag) => flag.session === null)}
          className="inline-flex min-h-11 items-center rounded-lg border border-white/15 px-5 font-semibold hover:bg-surface-3 disabled:opacity-50"
        >
          {t('pages.ffc.reset')}
        </button>
      </div>
    </main>
  );
}

function FlagRow({
  flag,
  busy,
  onSwitch,
}: {
  flag: FeatureFlag;
  busy: boolean;
  onSwitch: (on: boolean | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const state = (on: boolean) => (on ? t('pages.ffc.on') : t('pages.ffc.off'));
  return (
    <tr className="border-t border-surface-3" data-testid={`flag-${flag.name}`}>
      <th scope="row" className="py-2 font-mono font-normal">
        <label htmlFor={id}>{flag.name}</label>
      </th>
      <td className="py-2">{state(flag.operator)}</td>
      <td className="py-2">
        <select
          id={id}
          value={selectValue(flag)}
          disabled={busy}
          onChange={(event) => onSwitch(switchOf(event.target.value))}
          className="min-h-11 rounded-lg border border-surface-3 bg-surface-2 px-3"
        >
          <option value="default">{t('pages.ffc.default', { state: state(flag.operator) })}</option>
          <option value="on">{t('pages.ffc.on')}</option>
          <option value="off">{t('pages.ffc.off')}</option>
        </select>
      </td>
    </tr>
  );
}
