import type { FooterConfig } from '@orbit/contract';
import { useId, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { awardsOf, awardYears } from '../model/footer.ts';

/** The awards list with its year filter (a native select: keyboard and screen-reader ready). */
export function FooterAwards({ awards }: { awards: FooterConfig['awards'] }) {
  const { t } = useTranslation();
  const id = useId();
  const [year, setYear] = useState<number | null>(null);
  if (awards.length === 0) return null;
  const shown = awardsOf(awards, year);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mx-auto max-w-7xl border-t border-white/5 px-4 py-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="footer-heading mb-0">
          {t('shell.footer.awards')}
        </h2>
        <label className="flex items-center gap-2 text-sm text-ink-muted">
          {t('shell.footer.awardYear')}
          <select
            value={year ?? ''}
            onChange={(event) => setYear(event.target.value ? Number(event.target.value) : null)}
            className="rounded-md border border-white/10 bg-surface px-2 py-1 text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            <option value="">{t('shell.footer.allYears')}</option>
            {awardYears(awards).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul aria-live="polite" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((award) => (
          <li key={`${award.year}-${award.title}`} className="footer-award">
            <img src={award.image} alt="" width={40} height={40} loading="lazy" />
            <span>
              {award.url ? (
                <a
                  href={award.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-ink/80 hover:underline"
                >
                  {award.title}
                </a>
              ) : (
                <span className="text-ink/80">{award.title}</span>
              )}
              <span className="text-xs text-ink-muted">{award.year}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
