import type { ReactNode } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';

/** The terms and conditions page in a new tab, so a form in a modal keeps what was typed. */
export function TermsLink({ children }: { children?: ReactNode }) {
  const { href } = useLocale();
  return (
    <a href={href('/terms-and-conditions')} target="_blank" rel="noreferrer" className="underline">
      {children}
    </a>
  );
}
