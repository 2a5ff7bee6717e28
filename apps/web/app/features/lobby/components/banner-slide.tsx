import type { Banner } from '@orbit/contract';
import { Link } from 'react-router';
import { bannerButtonAttrs, bannerButtonTarget, bannerGradient } from '~/features/cms/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import type { BannerTexts } from '../model/banner-text.ts';
import { BannerTimer } from './banner-timer.tsx';

// The slide's parts are `banner-*` classes (app.css): each of the lobby's slides repeats them.
const mainButton = 'banner-button';
const secondButton = 'banner-button-second';

/** One banner: gradient, image, labels, title, description, timer, main button and the popup button. */
export function BannerSlide({
  banner,
  texts,
  first,
  onOpenPopup,
}: {
  banner: Banner;
  texts: BannerTexts;
  /** The first slide is the page's largest paint: its image loads at once, the others lazily. */
  first: boolean;
  onOpenPopup: () => void;
}) {
  const { href } = useLocale();
  const target = bannerButtonTarget(banner.button);
  const attrs = bannerButtonAttrs(banner.button.attrs);
  return (
    <div className="banner-slide" style={{ backgroundImage: bannerGradient(banner.gradient) }}>
      {banner.image && (
        <img
          src={banner.image}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
          className="absolute inset-y-0 right-0 -z-10 h-full w-2/3 object-cover opacity-40 [mask-image:linear-gradient(to_left,black,transparent)] sm:opacity-70"
        />
      )}
      {banner.overlayImage && (
        <img
          src={banner.overlayImage}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          className="absolute right-4 bottom-0 -z-10 hidden h-[90%] w-auto object-contain md:block"
        />
      )}
      {texts.labels.length > 0 && (
        <ul className="banner-labels">
          {texts.labels.map((label) => (
            <li key={label} className="banner-label">
              {label}
            </li>
          ))}
        </ul>
      )}
      <h2 className="banner-title">{texts.title}</h2>
      {texts.description && <p className="banner-text">{texts.description}</p>}
      {banner.timer && (
        <div className="mt-2">
          <BannerTimer timer={banner.timer} />
        </div>
      )}
      <div className="banner-actions">
        {target?.kind === 'path' && (
          <Link to={href(target.url)} className={mainButton} {...attrs}>
            {banner.button.name}
          </Link>
        )}
        {target?.kind === 'web' && (
          <a href={target.url} className={mainButton} rel="noopener" {...attrs}>
            {banner.button.name}
          </a>
        )}
        {banner.secondButton && texts.popup && (
          <button type="button" className={secondButton} onClick={onOpenPopup}>
            {banner.secondButton.name}
          </button>
        )}
      </div>
    </div>
  );
}
