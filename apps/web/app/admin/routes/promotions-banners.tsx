import { type Banner, BannersConfig, type BannerText } from '@orbit/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { Button } from '~/shared/ui/button.tsx';
import { CheckboxField, SelectField, TextField } from '~/shared/ui/field.tsx';
import { ConfigSaveBar, ConfigScreen, useConfigSave } from '../promotions/config-form.tsx';
import { formatCents } from '../promotions/format.ts';
import { listOf, listText, numberOr } from '../promotions/forms.ts';
import { NewKeyField, PickSelect } from '../promotions/pickers.tsx';
import { CellInput } from '../promotions/rows.tsx';

type Stored = BannersConfig;
type Translations = NonNullable<Stored['translations']>;

/** A banner as the form edits it; what the form does not show (timer, variables, attrs) stays as stored. */
interface BannerDraft {
  id: string;
  identity: string;
  frontend_identifier: string;
  url: string;
  image: string;
  overlayImage: string;
  title: string;
  description: string;
  size: string;
  colorLeft: string;
  colorLeftCenter: string;
  colorRightCenter: string;
  colorRight: string;
  labels: string;
  buttonName: string;
  buttonUrl: string;
  second: boolean;
  secondName: string;
  popupTitle: string;
  popupSecondTitle: string;
  popupDesc: string;
  categories: string;
  order: string;
  logged: boolean;
  groupIds: string;
  liveStart: string;
  liveEnd: string;
  currencyType: string;
  source?: Banner;
}

const draftOf = (banner?: Banner): BannerDraft => ({
  id: String(banner?.id ?? ''),
  identity: String(banner?.identity ?? 0),
  frontend_identifier: banner?.frontend_identifier ?? '',
  url: banner?.url ?? '',
  image: banner?.image ?? '',
  overlayImage: banner?.overlayImage ?? '',
  title: banner?.title.text ?? '',
  description: banner?.description.text ?? '',
  size: banner?.description.size ?? 'medium',
  colorLeft: banner?.gradient.colorLeft ?? '#1b1446',
  colorLeftCenter: banner?.gradient.colorLeftCenter ?? '#3b1f8f',
  colorRightCenter: banner?.gradient.colorRightCenter ?? '#6d28d9',
  colorRight: banner?.gradient.colorRight ?? '#f472b6',
  labels: (banner?.labels ?? []).map((label) => label.title).join(', '),
  buttonName: banner?.button.name ?? '',
  buttonUrl: banner?.button.url ?? '',
  second: Boolean(banner?.secondButton),
  secondName: banner?.secondButton?.name ?? '',
  popupTitle: banner?.secondButton?.popup.title ?? '',
  popupSecondTitle: banner?.secondButton?.popup.secondTitle ?? '',
  popupDesc: banner?.secondButton?.popup.desc ?? '',
  categories: listText(banner?.categories ?? ['main']),
  order: Object.entries(banner?.order ?? {})
    .map(([category, position]) => `${category}=${position}`)
    .join(', '),
  logged: banner?.logged ?? false,
  groupIds: listText(banner?.groupIds),
  liveStart: banner?.liveTime?.start ?? '',
  liveEnd: banner?.liveTime?.end ?? '',
  currencyType: banner?.currencyType ?? '',
  ...(banner ? { source: banner } : {}),
});

function bannerOf(d: BannerDraft): unknown {
  const {
    groupIds: _g,
    liveTime: _l,
    secondButton: _s,
    currencyType: _c,
    ...kept
  } = d.source ?? ({} as Banner);
  return {
    ...kept,
    id: /^\d+$/.test(d.id) ? Number(d.id) : d.id,
    identity: numberOr(d.identity, 0),
    frontend_identifier: d.frontend_identifier,
    image: d.image,
    overlayImage: d.overlayImage,
    url: d.url,
    title: { text: d.title },
    description: { text: d.description, size: d.size },
    gradient: {
      colorLeft: d.colorLeft,
      colorLeftCenter: d.colorLeftCenter,
      colorRightCenter: d.colorRightCenter,
      colorRight: d.colorRight,
    },
    labels: d.labels
      .split(',')
      .map((label) => label.trim())
      .filter(Boolean)
      .map((title) => ({ title })),
    button: { ...d.source?.button, name: d.buttonName, url: d.buttonUrl },
    ...(d.second
      ? {
          secondButton: {
            name: d.secondName,
            popup: { title: d.popupTitle, secondTitle: d.popupSecondTitle, desc: d.popupDesc },
          },
        }
      : {}),
    categories: listOf(d.categories),
    logged: d.logged,
    order: Object.fromEntries(
      d.order
        .split(',')
        .map((pair) => pair.split('=').map((part) => part.trim()))
        .filter(([category]) => category)
        .map(([category, position]) => [category, numberOr(position ?? '', 0)]),
    ),
    ...(d.groupIds.trim() ? { groupIds: listOf(d.groupIds, true) } : {}),
    ...(d.liveStart.trim() || d.liveEnd.trim() ? { liveTime: { start: d.liveStart, end: d.liveEnd } } : {}),
    ...(d.currencyType ? { currencyType: d.currencyType } : {}),
  };
}

/** `{{name}}` in a banner's words, as the lobby shows it to a player of EUR (the fallback). */
function withVariables(text: string, variables: Banner['variables']): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const amounts = variables?.[name];
    const cents = amounts?.EUR ?? Object.values(amounts ?? {})[0];
    return cents === undefined
      ? whole
      : formatCents(cents, amounts?.EUR !== undefined ? 'EUR' : (Object.keys(amounts ?? {})[0] ?? 'EUR'));
  });
}

/** The words of a banner another language gives, with their column's label. */
const TRANSLATED = [
  { name: 'title', label: 'banner_title' },
  { name: 'description', label: 'description' },
  { name: 'button', label: 'button_name' },
  { name: 'labels', label: 'labels' },
] as const;

const isColour = (value: string) => /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(value.trim());

/**
 * The lobby banners (`banners-config`): the list in its order, one banner's form with its words in
 * other languages, and a live preview drawn as the lobby shows it (plain markup, not the player
 * site's components).
 */
export default function AdminPromotionBanners() {
  const { t } = useTranslation();
  return (
    <ConfigScreen<[Stored]>
      title={t('promotions.banners.title')}
      intro={t('promotions.banners.intro')}
      names={['banners-config']}
    >
      {([stored]) => <BannersForm stored={stored ?? { banners: [], translations: {} }} />}
    </ConfigScreen>
  );
}

function BannersForm({ stored }: { stored: Stored }) {
  const { t } = useTranslation();
  const form = useConfigSave();
  const { may, submit } = form;
  const [drafts, setDrafts] = useState<BannerDraft[]>(() => stored.banners.map((banner) => draftOf(banner)));
  const [translations, setTranslations] = useState<Translations>(() => stored.translations ?? {});
  const [current, setCurrent] = useState(0);
  const [previewLocale, setPreviewLocale] = useState('en');
  const draft = drafts[current];
  const set = (change: Partial<BannerDraft>) =>
    setDrafts((all) => all.map((d, i) => (i === current ? { ...d, ...change } : d)));
  const locales = Object.keys(translations).sort();
  const idOf = (d: BannerDraft | undefined) => d?.id ?? '';
  const textIn = (locale: string): BannerText | undefined => translations[locale]?.[idOf(draft)];
  const setText = (locale: string, change: Partial<BannerText>) =>
    setTranslations((all) => ({
      ...all,
      [locale]: {
        ...all[locale],
        [idOf(draft)]: {
          title: '',
          description: '',
          labels: [],
          button: '',
          ...all[locale]?.[idOf(draft)],
          ...change,
        },
      },
    }));

  const move = (by: number) => {
    const to = current + by;
    if (to < 0 || to >= drafts.length) return;
    const next = [...drafts];
    [next[current], next[to]] = [next[to]!, next[current]!];
    setDrafts(next);
    setCurrent(to);
  };
  const field = (name: keyof BannerDraft & string, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={(draft?.[name] as string) ?? ''}
      onChange={(event) => set({ [name]: event.target.value })}
      error={submit.fieldError(`banners.${current}.${name}`)}
      {...props}
    />
  );

  return (
    <form
      onSubmit={(event) =>
        form.save(event, () => [
          {
            name: 'banners-config',
            schema: BannersConfig,
            value: { banners: drafts.map(bannerOf), translations },
          },
        ])
      }
      noValidate
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <PickSelect
          label={t('promotions.banners.which')}
          value={String(current)}
          onChange={(value) => setCurrent(Number(value))}
          options={drafts.map((d, i) => ({
            value: String(i),
            label: `${i + 1}. ${d.id || t('promotions.banners.unnamed')}`,
          }))}
        />
        {may ? (
          <>
            <Button variant="secondary" disabled={current === 0} onClick={() => move(-1)}>
              {t('promotions.banners.up')}
            </Button>
            <Button variant="secondary" disabled={current >= drafts.length - 1} onClick={() => move(1)}>
              {t('promotions.banners.down')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setDrafts([...drafts, draftOf()]);
                setCurrent(drafts.length);
              }}
            >
              {t('promotions.banners.add')}
            </Button>
            {draft ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setDrafts(drafts.filter((_, i) => i !== current));
                  setCurrent(Math.max(0, current - 1));
                }}
              >
                {t('promotions.banners.remove', { id: draft.id })}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>

      {draft ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <fieldset className="grid content-start gap-3 sm:grid-cols-2" disabled={!may}>
            <legend className="mb-2 text-lg font-semibold">
              {t('promotions.banners.banner', { id: draft.id })}
            </legend>
            {field('id', t('promotions.banners.id'))}
            {field('frontend_identifier', t('promotions.banners.frontend_identifier'))}
            {field('title', t('promotions.banners.banner_title'), { className: 'sm:col-span-2' })}
            {field('description', t('promotions.banners.description'), { className: 'sm:col-span-2' })}
            <SelectField
              label={t('promotions.banners.size')}
              value={draft.size}
              onChange={(event) => set({ size: event.target.value })}
              options={['small', 'medium', 'large'].map((value) => ({
                value,
                label: t(`promotions.banners.sizes.${value}`),
              }))}
            />
            {field('labels', t('promotions.banners.labels'), { hint: t('promotions.banners.labels_hint') })}
            {field('buttonName', t('promotions.banners.button_name'))}
            {field('buttonUrl', t('promotions.banners.button_url'))}
            {field('url', t('promotions.banners.url'))}
            {field('image', t('promotions.banners.image'))}
            {field('overlayImage', t('promotions.banners.overlay_image'))}
            {(['colorLeft', 'colorLeftCenter', 'colorRightCenter', 'colorRight'] as const).map((name) => (
              <Fragment key={name}>
                {field(name, t(`promotions.banners.colours.${name}`), {
                  error: isColour(draft[name]) ? null : t('validation.invalid_format'),
                })}
              </Fragment>
            ))}
            {field('categories', t('promotions.banners.categories'), { hint: t('promotions.kit.list_hint') })}
            {field('order', t('promotions.banners.order'), { hint: t('promotions.banners.order_hint') })}
            {field('groupIds', t('promotions.offer.group_ids'), { hint: t('promotions.kit.list_hint') })}
            <SelectField
              label={t('promotions.banners.currency_type')}
              value={draft.currencyType}
              onChange={(event) => set({ currencyType: event.target.value })}
              options={[
                { value: '', label: t('promotions.banners.currency_any') },
                { value: 'fiat', label: t('promotions.banners.currency_fiat') },
                { value: 'crypto', label: t('promotions.banners.currency_crypto') },
              ]}
            />
            {field('liveStart', t('promotions.banners.live_start'), {
              hint: t('promotions.banners.live_hint'),
            })}
            {field('liveEnd', t('promotions.banners.live_end'), { hint: t('promotions.banners.live_hint') })}
            <CheckboxField
              label={t('promotions.banners.logged')}
              checked={draft.logged}
              onChange={(event) => set({ logged: event.target.checked })}
            />
            <CheckboxField
              label={t('promotions.banners.second')}
              checked={draft.second}
              onChange={(event) => set({ second: event.target.checked })}
            />
            {draft.second ? (
              <>
                {field('secondName', t('promotions.banners.second_name'))}
                {field('popupTitle', t('promotions.banners.popup_title'))}
                {field('popupSecondTitle', t('promotions.banners.popup_second_title'))}
                {field('popupDesc', t('promotions.banners.popup_desc'))}
              </>
            ) : null}
          </fieldset>

          <div className="flex flex-col gap-3">
            <section aria-labelledby="banner-preview" className="flex flex-col gap-2">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id="banner-preview" className="text-lg font-semibold">
                  {t('promotions.banners.preview')}
                </h2>
                <label className="flex items-center gap-2 text-sm">
                  {t('promotions.banners.preview_locale')}
                  <select
                    className="rounded-lg border border-surface-3 bg-surface px-2 py-1"
                    value={previewLocale}
                    onChange={(event) => setPreviewLocale(event.target.value)}
                  >
                    {['en', ...locales.filter((l) => l !== 'en')].map((locale) => (
                      <option key={locale} value={locale}>
                        {locale}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <BannerPreview
                banner={bannerOf(draft) as Banner}
                text={previewLocale === 'en' ? undefined : textIn(previewLocale)}
              />
            </section>

            <fieldset className="flex flex-col gap-2 rounded-lg border border-surface-3 p-3" disabled={!may}>
              <legend className="px-1 text-sm font-medium">{t('promotions.banners.translations')}</legend>
              {locales.map((locale) => {
                const text = textIn(locale);
                const label = (field: string) => t('promotions.banners.translation_field', { field, locale });
                return (
                  <div key={locale} className="grid gap-2 border-t border-white/10 pt-2 sm:grid-cols-2">
                    <span className="font-semibold sm:col-span-2">{locale}</span>
                    {TRANSLATED.map(({ name, label: key }) => (
                      <CellInput
                        key={name}
                        label={label(t(`promotions.banners.${key}`))}
                        value={name === 'labels' ? (text?.labels ?? []).join(', ') : (text?.[name] ?? '')}
                        onChange={(value) =>
                          setText(locale, {
                            [name]:
                              name === 'labels'
                                ? value
                                    .split(',')
                                    .map((l) => l.trim())
                                    .filter(Boolean)
                                : value,
                          })
                        }
                        className="w-full"
                      />
                    ))}
                  </div>
                );
              })}
              {may ? (
                <div className="flex flex-wrap items-end gap-2">
                  <NewKeyField
                    label={t('promotions.banners.new_locale')}
                    addLabel={t('promotions.banners.add_locale')}
                    taken={Object.keys(translations)}
                    valid={(locale) => /^[a-z]{2}(-[A-Z]{2})?$/.test(locale)}
                    onAdd={(locale) => setTranslations({ ...translations, [locale]: {} })}
                  />
                </div>
              ) : null}
            </fieldset>
          </div>
        </div>
      ) : (
        <p>{t('promotions.banners.none')}</p>
      )}
      <ConfigSaveBar form={form} label={t('promotions.banners.save')} />
    </form>
  );
}

/**
 * A banner drawn as the lobby draws it: its gradient, image and overlay, labels, title,
 * description and buttons, in a box of the lobby's height. Links do nothing here.
 */
function BannerPreview({ banner, text }: { banner: Banner; text?: BannerText | undefined }) {
  const stops = [
    banner.gradient.colorLeft,
    banner.gradient.colorLeftCenter,
    banner.gradient.colorRightCenter,
    banner.gradient.colorRight,
  ];
  const gradient = stops.every(isColour) ? `linear-gradient(100deg, ${stops.join(', ')})` : undefined;
  const labels = text?.labels.length ? text.labels : banner.labels.map((label) => label.title);
  const title = withVariables(text?.title || banner.title.text, banner.variables);
  const description = withVariables(text?.description || banner.description.text, banner.variables);
  const button = text?.button || banner.button.name;
  return (
    <div
      data-testid="promotions-banner-preview"
      className="relative isolate flex h-[21rem] flex-col justify-center overflow-hidden rounded-2xl bg-gradient-to-r from-brand-strong via-brand to-fuchsia-600 px-6 py-6 text-white sm:h-[20rem] sm:px-12"
      style={gradient ? { backgroundImage: gradient } : undefined}
    >
      {banner.image ? (
        <img
          src={banner.image}
          alt=""
          className="absolute inset-y-0 right-0 -z-10 h-full w-2/3 object-cover opacity-70 [mask-image:linear-gradient(to_left,black,transparent)]"
        />
      ) : null}
      {banner.overlayImage ? (
        <img
          src={banner.overlayImage}
          alt=""
          className="absolute right-4 bottom-0 -z-10 hidden h-[90%] w-auto object-contain md:block"
        />
      ) : null}
      {labels.length > 0 ? (
        <ul className="mb-3 flex h-7 flex-wrap gap-2 overflow-hidden">
          {labels.map((label) => (
            <li
              key={label}
              className="rounded-full bg-black/30 px-3 py-1 text-xs font-semibold tracking-wide uppercase"
            >
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="line-clamp-3 max-w-xl text-2xl leading-tight font-black sm:line-clamp-2 sm:text-4xl">
        {title}
      </p>
      {description ? (
        <p className="mt-2 line-clamp-2 max-w-lg text-sm text-white/90 sm:text-lg">{description}</p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {button ? (
          <span className="inline-flex h-12 items-center justify-center rounded-full bg-accent px-7 text-base font-bold text-surface shadow-lg shadow-black/20">
            {button}
          </span>
        ) : null}
        {banner.secondButton ? (
          <span className="inline-flex h-12 items-center justify-center rounded-full border border-white/50 bg-black/20 px-6 text-sm font-semibold text-white">
            {text?.secondButton?.name || banner.secondButton.name}
          </span>
        ) : null}
      </div>
    </div>
  );
}
