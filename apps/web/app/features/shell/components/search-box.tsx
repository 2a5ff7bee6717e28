import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { Icon } from './icons.tsx';

/** Game search: a GET form to the lobby with `q` (the lobby shows the results). */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const [params] = useSearchParams();
  const id = useId();
  return (
    <Form method="get" action={href('/')} role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('shell.search.label')}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={params.get('q') ?? ''}
        placeholder={t('shell.search.placeholder')}
        autoComplete="off"
        className="h-10 w-full rounded-full border border-white/10 bg-surface-3/70 pr-4 pl-9 text-sm placeholder:text-ink-muted focus:border-brand focus:outline-none"
      />
    </Form>
  );
}
