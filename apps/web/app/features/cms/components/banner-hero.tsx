import type { Banner } from '@orbit/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { bannerGradient, bannerTarget } from '../model/banners.ts';

export { bannerGradient, bannerTarget };

const buttonClass =
  'inline-flex h-12 items-center justify-center rounded-full bg-accent px-8 text-base font-bold text-surface shadow-lg shadow-accent/20 transition hover:brightness-110';

/** The lobby hero: the banner's title, text, gradient, image and button. */
export function BannerHero({ banner, fallbackAction }: { banner: Banner; fallbackAction?: ReactNode }) {
  const { href } = useLocale();
  const target = bannerTarget(banner.button.url);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-r from-brand-strong via-brand to-fuchsia-600 px-6 py-10 sm:px-12 sm:py-16"
      style={{ backgroundImage: bannerGradient(banner.gradient) }}
    >
      {banner.image && (
        <img
          src={banner.image}
          alt=""
          className="absolute inset-y-0 right-0 -z-10 h-full w-2/3 object-cover opacity-40 [mask-image:linear-gradient(to_left,black,transparent)] sm:opacity-70"
        />
      )}
      {banner.labels.length > 0 && (
        <ul className="mb-4 flex flex-wrap gap-2">
          {banner.labels.map((label) => (
            <li
              key={label.title}
              className="rounded-full bg-black/30 px-3 py-1 text-xs font-semibold uppercase tracking-wide"
            >
              {label.title}
            </li>
          ))}
        </ul>
      )}
      <h1 id="hero-title" className="max-w-xl text-3xl leading-tight font-black sm:text-5xl">
        {banner.title.text}
      </h1>
      {banner.description.text && (
        <p className="mt-4 max-w-lg text-base text-white/85 sm:text-lg">{banner.description.text}</p>
      )}
      <div className="mt-8">
        {target?.kind === 'path' && (
          <Link to={href(target.url)} className={buttonClass}>
            {banner.button.name}
          </Link>
        )}
        {target?.kind === 'web' && (
          <a href={target.url} className={buttonClass} rel="noopener">
            {banner.button.name}
          </a>
        )}
        {!target && fallbackAction}
      </div>
    </section>
  );
}
