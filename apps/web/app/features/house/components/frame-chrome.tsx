import type { ReactNode } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { FairInfo } from './fair-info.tsx';
import { useHouseFrame } from './frame-context.tsx';

/** The frame's own bar (title, balance, DEMO/REAL, provably fair), the refusal line and the live region. */
export function FrameChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session, balance, money, refusal, announcement } = useHouseFrame();
  const demo = session.mode === 'demo';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex flex-wrap items-center gap-3 border-b border-surface-3 bg-surface-2/80 px-4 py-2">
        <h1 className="mr-auto text-lg font-bold">{session.game.title}</h1>
        <span
          className={`rounded px-2 py-0.5 text-xs font-bold tracking-wide uppercase ${demo ? 'bg-accent text-surface' : 'bg-success text-surface'}`}
        >
          {demo ? t('house.frame.demo') : t('house.frame.real')}
        </span>
        <p className="text-sm">
          <span className="text-ink-muted">{t('house.frame.balance')} </span>
          <output className="font-semibold tabular-nums" data-testid="house-balance">
            {money(balance)}
          </output>
        </p>
        <FairInfo />
      </header>
      <main className="flex flex-1 flex-col items-center gap-4 p-4">
        {refusal ? (
          <p role="alert" className="w-full max-w-3xl rounded-lg bg-danger/15 px-4 py-2 text-danger">
            {refusal}
          </p>
        ) : null}
        {children}
      </main>
      <p aria-live="polite" role="status" className="sr-only" data-testid="house-announcer">
        {announcement}
      </p>
    </div>
  );
}
