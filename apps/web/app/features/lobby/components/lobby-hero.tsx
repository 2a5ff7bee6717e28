import { Link, useLocation } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { modalHref } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { BANNER_BOX } from './banner-slider.tsx';

/** The lobby's own hero when no banner is configured for this visitor: same box, so nothing shifts. */
export function LobbyHero() {
  const { t } = useTranslation();
  const { href } = useLocale();
  const location = useLocation();
  const { signedIn } = usePlayer();
  return (
    <section
      aria-labelledby="hero-title"
      className={`flex flex-col justify-center rounded-3xl bg-gradient-to-r from-brand-strong via-brand to-fuchsia-600 px-6 sm:px-12 ${BANNER_BOX}`}
    >
      <h2 id="hero-title" className="max-w-xl text-3xl leading-tight font-black sm:text-5xl">
        {t('home.hero.title')}
      </h2>
      <p className="mt-4 max-w-lg text-white/85 sm:text-lg">{t('home.hero.text')}</p>
      <div className="mt-8">
        <Link
          to={signedIn ? href('/pokies/all') : modalHref(location, 'registration')}
          className="inline-flex h-12 items-center rounded-full bg-accent px-8 font-bold text-surface"
        >
          {signedIn ? t('home.hero.play') : t('home.hero.join')}
        </Link>
      </div>
    </section>
  );
}
