import { type Banner, BannersConfig, type BannerText } from '@orbit/contract';
import { localeChain } from '../cms/service.ts';

/** The banner with its words replaced by a translation (links, looks and variables stay). */
function translated(banner: Banner, text: BannerText): Banner {
  return {
    ...banner,
    title: { text: text.title },
    description: { ...banner.description, text: text.description },
    labels: banner.labels.map((label, i) => ({ title: text.labels[i] ?? label.title })),
    button: { ...banner.button, name: text.button },
    ...(banner.secondButton && text.secondButton
      ? {
          secondButton: {
            name: text.secondButton.name,
            popup: {
              title: text.secondButton.title,
              secondTitle: text.secondButton.secondTitle,
              desc: text.secondButton.desc,
            },
          },
        }
      : {}),
  };
}

/**
 * `banners-config` in the asking locale: each banner in the best language the translations have
 * for it (`fr-CA`, then `fr`), else as stored. The translations themselves stay on the server.
 * A value the schema does not read is answered as stored.
 */
export function bannersInLocale(stored: unknown, locale: string | undefined): unknown {
  const parsed = BannersConfig.safeParse(stored);
  if (!parsed.success) return stored;
  const { translations = {}, ...config } = parsed.data;
  const chain = localeChain(locale).filter((l) => l !== '');
  const banners = config.banners.map((banner) => {
    const text = chain.map((l) => translations[l]?.[String(banner.id)]).find((t) => t !== undefined);
    return text ? translated(banner, text) : banner;
  });
  return { ...config, banners };
}
