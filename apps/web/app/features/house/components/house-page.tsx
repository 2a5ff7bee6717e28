import type { HouseSession } from '@orbit/contract';
import { Suspense } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { engineUi } from '../engines/registry.ts';
import { FrameChrome } from './frame-chrome.tsx';
import { HouseFrameProvider } from './frame-context.tsx';

/** The page inside the game iframe: the frame's chrome around the engine's own UI. */
export function HousePage({
  token,
  session,
  locale,
}: {
  token: string;
  session: HouseSession;
  locale: string;
}) {
  return (
    <HouseFrameProvider token={token} session={session} locale={locale}>
      <FrameChrome>
        <EngineView engine={session.game.engine} />
      </FrameChrome>
    </HouseFrameProvider>
  );
}

function EngineView({ engine }: { engine: string }) {
  const { t } = useTranslation();
  const Game = engineUi(engine);
  if (!Game) return <p className="text-ink-muted">{t('house.frame.unsupported')}</p>;
  return (
    <Suspense fallback={<p className="text-ink-muted">{t('house.frame.loading')}</p>}>
      <Game />
    </Suspense>
  );
}

/** A session that is gone (expired, or another tab replaced it). */
export function SessionExpired() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-bold">{t('house.expired.title')}</h1>
      <p className="text-ink-muted">{t('house.expired.text')}</p>
    </main>
  );
}
