import type { Game, Player } from '@orbit/contract';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { hasDemoMode, LazyFavoriteToggle, playHref, usePlayerWallet } from '~/features/games/index.ts';
import { usePlayerFields } from '~/features/profile/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useLaunch } from '../api/launch.ts';
import { frameUrl } from '../model/frame-url.ts';
import { type LaunchRefusal, launchRefusal } from '../model/launch-refusal.ts';
import { PROFILE_LIMITS_PATH } from '../model/limits.ts';
import { type PlayMode, playGate } from '../model/play-gate.ts';
import { missingProviderFields, producerOf } from '../model/provider-fields.ts';
import { ProviderFieldsPopup } from './provider-fields-popup.tsx';

export interface PlayPageData {
  identifier: string;
  mode: PlayMode;
  /** Null when the game's producer is restricted in the visitor's country. */
  game: Game | null;
  providerTitle: string;
}

/**
 * The game page: title, provider, the way back to the lobby, the real/demo
 * switch and the game's frame — or, before it, what stops the game from loading.
 */
export function PlayPage({ data }: { data: PlayPageData }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const { game, mode } = data;
  const title = game?.title ?? data.identifier;
  const demo = game !== null && hasDemoMode(game);
  const wallet = usePlayerWallet();
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-6xl flex-col gap-3 p-2 sm:p-4"
      data-testid="play-page"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={href('/')}
          aria-label={t('play.close')}
          className="inline-flex size-11 items-center justify-center rounded-full bg-surface-3 text-xl hover:bg-surface-2"
        >
          <span aria-hidden="true">×</span>
        </Link>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold">{title}</h1>
          <p className="truncate text-sm text-ink-muted">{data.providerTitle}</p>
        </div>
        {game && wallet.signedIn ? (
          <div className="relative size-12">
            <LazyFavoriteToggle game={game} currency={wallet.currency} />
          </div>
        ) : null}
        {game ? (
          <nav
            aria-label={t('play.mode.label')}
            className="flex rounded-full bg-surface-3 p-1 text-sm font-semibold"
          >
            <ModeLink to={href(playHref(game, 'real'))} current={mode === 'real'}>
              {t('play.mode.real')}
            </ModeLink>
            {demo ? (
              <ModeLink to={href(playHref(game, 'demo'))} current={mode === 'demo'}>
                {t('play.mode.demo')}
              </ModeLink>
            ) : null}
          </nav>
        ) : null}
      </div>
      {/* 16:9 where the window is tall enough; never taller than the window below the header. */}
      <div className="relative h-[calc(100dvh-9rem)] w-full overflow-hidden rounded-xl bg-black sm:aspect-video sm:h-auto sm:max-h-[calc(100dvh-12.5rem)]">
        {game ? (
          <PlayStage game={game} mode={mode} />
        ) : (
          <Notice testId="play-restricted" title={t('play.restricted.title')}>
            <p>{t('play.restricted.text')}</p>
          </Notice>
        )}
      </div>
    </main>
  );
}

function ModeLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={`rounded-full px-4 py-2 ${current ? 'bg-brand text-white' : 'text-ink-muted hover:text-ink'}`}
    >
      {children}
    </Link>
  );
}

/** A message in the frame's box. */
function Notice({ title, children, testId }: { title: string; children?: ReactNode; testId: string }) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-2 p-6 text-center"
    >
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </div>
  );
}

const actionLink = 'rounded-full bg-brand px-5 py-2 font-bold text-white hover:bg-brand-strong';

/** The rules before the frame (model/play-gate.ts), then the launch. */
function PlayStage({ game, mode }: { game: Game; mode: PlayMode }) {
  const { player } = usePlayer();
  const wallet = usePlayerWallet();
  const realPlayer = mode === 'real' ? player : null;
  const fieldsInfo = usePlayerFields();
  const producer = producerOf(game.identifier);
  // A real-money player's provider fields: known once the field list is loaded (prefetched by the loader).
  const fieldsKnown = realPlayer === null || fieldsInfo.data !== undefined || fieldsInfo.isError;
  const missingFields = missingProviderFields(fieldsInfo.data, producer, realPlayer);
  const gate = playGate({ game, mode, visitor: wallet, missingFields, limitsReached: false });

  switch (gate.kind) {
    case 'registration':
      return <Refused game={game} refusal={{ kind: 'registration' }} />;
    case 'limits':
      return <Refused game={game} refusal={{ kind: 'limits' }} />;
    case 'currency':
      return <Refused game={game} refusal={{ kind: 'currency' }} />;
    case 'demo_unavailable':
      return <Refused game={game} refusal={{ kind: 'demo_unavailable' }} />;
    case 'provider_fields':
      return player ? <FieldsNeeded game={game} fields={gate.fields} player={player} /> : null;
    case 'launch':
      return fieldsKnown ? (
        <GameFrame game={game} mode={gate.mode} playerId={player?.id ?? null} />
      ) : (
        <Loading />
      );
  }
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="absolute inset-0 flex items-center justify-center text-ink-muted">
      {t('play.loading')}
    </div>
  );
}

/** POST /api/games/launch, then the game's own page in the frame. */
function GameFrame({ game, mode, playerId }: { game: Game; mode: PlayMode; playerId: number | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const launch = useLaunch({ game: game.identifier, mode }, playerId, true);
  if (launch.isError) return <Refused game={game} refusal={launchRefusal(launch.error)} />;
  if (!launch.data) return <Loading />;
  return (
    <iframe
      src={frameUrl(launch.data.url, locale)}
      title={t('play.frame', { title: game.title })}
      allow="fullscreen"
      className="absolute inset-0 size-full border-0"
      data-testid="game-frame"
    />
  );
}

function FieldsNeeded({ game, fields, player }: { game: Game; fields: string[]; player: Player }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  return (
    <>
      <Notice testId="play-fields" title={t('play.fields.title')}>
        <p>{t('play.fields.intro')}</p>
      </Notice>
      <ProviderFieldsPopup
        producer={producerOf(game.identifier)}
        fields={fields}
        player={player}
        demoHref={hasDemoMode(game) ? href(playHref(game, 'demo')) : null}
        lobbyHref={href('/')}
      />
    </>
  );
}

/** Why the game does not load, with the way on (registration, the demo, the limits page). */
function Refused({ game, refusal }: { game: Game; refusal: LaunchRefusal }) {
  const { t } = useTranslation();
  const { href } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { player } = usePlayer();
  const wallet = usePlayerWallet();
  const limits = refusal.kind === 'limits';
  useEffect(() => {
    if (limits) navigate(href(PROFILE_LIMITS_PATH), { replace: true });
  }, [limits, navigate, href]);

  const demoLink = hasDemoMode(game) ? (
    <Link to={href(playHref(game, 'demo'))} className={actionLink}>
      {t('play.offer_demo')}
    </Link>
  ) : null;

  switch (refusal.kind) {
    case 'registration': {
      const back = `${location.pathname}${location.search}`;
      return (
        <Notice testId="play-registration" title={t('play.registration.title')}>
          <p>{t('play.registration.text')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={modalHref(location, 'registration', { redirect: back })} className={actionLink}>
              {t('play.registration.action')}
            </Link>
            {demoLink}
          </div>
        </Notice>
      );
    }
    case 'currency':
      return (
        <Notice testId="play-currency" title={t('play.currency.title', { currency: wallet.currency ?? '' })}>
          <p>{t('play.currency.text')}</p>
          {demoLink}
        </Notice>
      );
    case 'demo_unavailable':
      return (
        <Notice testId="play-no-demo" title={t('play.no_demo.title')}>
          <Link to={href(playHref(game, 'real'))} className={actionLink}>
            {t('play.mode.real')}
          </Link>
        </Notice>
      );
    case 'restricted':
      return (
        <Notice testId="play-restricted" title={t('play.restricted.title')}>
          <p>{t('play.restricted.text')}</p>
        </Notice>
      );
    case 'not_found':
      return <Notice testId="play-not-found" title={t('play.not_found')} />;
    case 'limits':
      return <Notice testId="play-limits" title={t('play.limits')} />;
    case 'provider_fields':
      if (player && refusal.fields.length > 0)
        return <FieldsNeeded game={game} fields={refusal.fields} player={player} />;
      return <Notice testId="play-failed" title={t('play.failed.title')} />;
    case 'failed':
      return (
        <Notice testId="play-failed" title={t('play.failed.title')}>
          <p>{t('play.failed.text')}</p>
        </Notice>
      );
  }
}
