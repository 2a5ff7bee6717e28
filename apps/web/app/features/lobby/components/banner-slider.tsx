import type { Banner } from '@orbit/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useReducedMotion } from '../hooks/use-reduced-motion.ts';
import { type BannerTexts, bannerTexts, type TextContext } from '../model/banner-text.ts';
import { autoplayRuns, BANNER_AUTOPLAY_MS, stepIndex } from '../model/carousel.ts';
import { BannerSlide } from './banner-slide.tsx';

const BannerPopup = lazy(() => import('./banner-popup.tsx'));

/** The slides' box has a fixed height, so nothing moves when the page hydrates or a slide changes. */
export const BANNER_BOX = 'h-[21rem] sm:h-[20rem] lg:h-[22rem]';

/** `banner-control` (app.css): the pause, previous and next buttons. */
const control = 'banner-control';

/**
 * The lobby's banner carousel (WAI carousel pattern): every slide is server-rendered, the first
 * one shown; autoplay every 10 s that pauses on hover and focus, stops with the pause button and
 * never runs with prefers-reduced-motion; previous/next and one dot per slide.
 */
export function BannerSlider({ banners, context }: { banners: readonly Banner[]; context: TextContext }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [engaged, setEngaged] = useState({ hover: false, focus: false });
  const [stopped, setStopped] = useState(false);
  const [popup, setPopup] = useState<NonNullable<BannerTexts['popup']> | null>(null);
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const rotating = autoplayRuns({
    slides: count,
    reducedMotion,
    engaged: engaged.hover || engaged.focus || popup !== null,
    stopped,
  });

  useEffect(() => {
    if (!rotating) return;
    // Restarts with every slide change, so a slide the player just chose stays its full 10 s.
    const timer = setTimeout(() => setIndex(stepIndex(current, 1, count)), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, count, current]);

  if (count === 0) return null;
  const texts = banners.map((banner) => bannerTexts(banner, context));
  const go = (next: number) => setIndex(stepIndex(next, 0, count));

  return (
    <section
      aria-roledescription={t('lobby.banners.carousel')}
      aria-label={t('lobby.banners.label')}
      className="flex flex-col gap-3"
      onMouseEnter={() => setEngaged((e) => ({ ...e, hover: true }))}
      onMouseLeave={() => setEngaged((e) => ({ ...e, hover: false }))}
      onFocus={() => setEngaged((e) => ({ ...e, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setEngaged((e) => ({ ...e, focus: false }));
      }}
      data-testid="banner-slider"
    >
      <div className={`relative overflow-hidden rounded-3xl ${BANNER_BOX}`}>
        <div
          className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {banners.map((banner, i) => {
            const slideTexts = texts[i]!;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern: a slide is a labelled group, not a fieldset.
              <div
                key={banner.id}
                role="group"
                aria-roledescription={t('lobby.banners.slide')}
                aria-label={t('lobby.banners.position', { n: i + 1, total: count })}
                aria-hidden={i !== current}
                inert={i !== current}
                className="banner-group"
              >
                <BannerSlide
                  banner={banner}
                  texts={slideTexts}
                  first={i === 0}
                  onOpenPopup={() => setPopup(slideTexts.popup ?? null)}
                />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="flex h-10 items-center justify-center gap-3">
          {/* Without autoplay (reduced motion) the button is hidden but keeps its place: nothing moves. */}
          <button
            type="button"
            className={reducedMotion ? `${control} invisible` : control}
            disabled={reducedMotion}
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? t('lobby.banners.play') : t('lobby.banners.pause')}
          >
            <span aria-hidden="true" className="text-xs">
              {stopped ? '▶' : '❚❚'}
            </span>
          </button>
          <button
            type="button"
            className={control}
            onClick={() => go(current - 1)}
            aria-label={t('lobby.banners.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <ul className="flex items-center gap-1">
            {banners.map((banner, i) => (
              <li key={banner.id}>
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t('lobby.banners.goTo', { n: i + 1, total: count })}
                  aria-current={i === current ? 'true' : undefined}
                  // Its bar is drawn in app.css, wider for the current slide.
                  className="banner-dot"
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={control}
            onClick={() => go(current + 1)}
            aria-label={t('lobby.banners.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      {popup &&
        createPortal(
          <Suspense fallback={null}>
            <BannerPopup popup={popup} onClose={() => setPopup(null)} />
          </Suspense>,
          document.body,
        )}
    </section>
  );
}
