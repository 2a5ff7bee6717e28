import { Link } from 'react-router';
import { menuPages, useFiles, usePages } from '~/features/cms/index.ts';
import { ProducersCarousel } from '~/features/lobby/index.ts';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useBrand, useLicence } from '~/shared/site/get-project.ts';
import { useFooterConfig } from '../api/get-footer-config.ts';
import { footerModel, SOCIAL_NAMES, termsDownload } from '../model/footer.ts';
import { FooterAwards } from './footer-awards.tsx';
import { Icon } from './icons.tsx';
import { InstallBlock } from './install-block.tsx';
import { Logo } from './logo.tsx';
import { SessionTimer } from './session-timer.tsx';

/** Class names of app.css (`footer-…`): the footer has a few dozen links, headings and logos. */
const heading = 'footer-heading';
const link = 'footer-link';
const iconLink = 'footer-icon-link';

/**
 * The page footer (spec 2 §2): info and help links with the terms download, contacts and social
 * links from `footer-config`, awards, payments, trust seals and licences, copyright. Loaded
 * lazily by the shell, so none of it weighs on the lobby's start-up.
 */
export function Footer() {
  const { t } = useTranslation();
  const { locale, href } = useLocale();
  const licence = useLicence();
  const brand = useBrand();
  const { signedIn } = usePlayer();
  const pages = usePages(locale);
  const model = footerModel(licence);
  const config = useFooterConfig();
  const terms = termsDownload(useFiles(locale));
  // A CMS page at the path of a fixed link (e.g. /responsible-gaming) is listed once, as the link.
  const fixed = new Set([...model.infoLinks, ...model.helpLinks].map((l) => l.href));
  const infoPages = menuPages(pages, 'bottom-menu').filter((p) => !fixed.has(p.path));
  const helpPages = menuPages(pages, 'bottom-menu-help').filter((p) => !fixed.has(p.path));
  return (
    <footer className="mt-16 border-t border-white/5 bg-surface-2 pb-24 sm:pb-8">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="text-sm text-ink-muted">{t('shell.footer.tagline', { brand })}</p>
          {model.sessionTimer && <SessionTimer signedIn={signedIn} />}
        </div>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={heading}>
            {t('shell.footer.info')}
          </h2>
          <ul className="flex flex-col gap-2">
            {infoPages.map((page) => (
              <li key={page.path}>
                <Link to={href(page.path)} className={link}>
                  {page.title}
                </Link>
              </li>
            ))}
            {model.infoLinks.map((item) => (
              <li key={item.href}>
                <Link to={href(item.href)} className={link}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
            {terms && (
              <li>
                <a href={terms.url} download className={iconLink}>
                  <Icon name="download" className="size-4" />
                  {terms.description}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className={heading}>
            {t('shell.footer.help')}
          </h2>
          <ul className="flex flex-col gap-2">
            {model.helpLinks.map((item) => (
              <li key={item.href}>
                <Link to={href(item.href)} className={link}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
            {helpPages.map((page) => (
              <li key={page.path}>
                <Link to={href(page.path)} className={link}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="flex flex-col gap-3">
          <h2 id="footer-contact" className={heading}>
            {t('shell.footer.contact')}
          </h2>
          <Link to="#chat" className={iconLink}>
            <Icon name="support" className="size-4" />
            {t('shell.footer.chat')}
          </Link>
          {config.phone && (
            <a href={`tel:${config.phone.replace(/[^+0-9]/g, '')}`} className={iconLink}>
              <Icon name="phone" className="size-4" />
              <span className="sr-only">{t('shell.footer.phone')}</span> {config.phone}
            </a>
          )}
          {config.email && (
            <a href={`mailto:${config.email}`} className={iconLink}>
              <Icon name="mail" className="size-4" />
              <span className="sr-only">{t('shell.footer.email')}</span> {config.email}
            </a>
          )}
          {config.social.length > 0 && (
            <ul aria-label={t('shell.footer.social', { brand })} className="flex flex-wrap gap-2">
              {config.social.map((item) => (
                <li key={item.url}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer" className="footer-chip">
                    {SOCIAL_NAMES[item.network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <InstallBlock />
        </section>
      </div>
      <FooterAwards awards={config.awards} />
      <ProducersCarousel />
      <div className="mx-auto max-w-7xl border-t border-white/5 px-4 py-6">
        <h2 className="sr-only">{t('shell.footer.payments')}</h2>
        <ul className="flex flex-wrap items-center justify-center gap-3">
          {model.payments.map((payment) => (
            <li key={payment.id}>
              {/* Its box is the class's (64×38), as the stylesheet comes before the page. */}
              <img
                src={`/payments/${payment.id}.svg`}
                alt={payment.name}
                loading="lazy"
                className="footer-logo"
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 border-t border-white/5 px-4 pt-6 text-center">
        <h2 className="sr-only">{t('shell.footer.licences')}</h2>
        <ul className="flex flex-wrap items-center justify-center gap-3">
          {config.trust.map((seal) => {
            const image = (
              <img
                src={seal.image}
                alt={seal.name}
                height={40}
                width={100}
                loading="lazy"
                className="footer-seal"
              />
            );
            return (
              <li key={seal.id}>
                {seal.url ? (
                  <a href={seal.url} target="_blank" rel="noopener noreferrer">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </li>
            );
          })}
          {model.licences.map((name) => (
            <li key={name}>
              <img
                src={`/licences/${name}.svg`}
                alt={t(`shell.footer.licenceNames.${name}`)}
                height={40}
                width={name === 'age-18' ? 40 : 100}
                loading="lazy"
                className="footer-seal"
              />
            </li>
          ))}
        </ul>
        <p className="max-w-3xl text-xs text-ink-muted">
          {t(`shell.footer.licenceText.${licence}`, { brand })}
        </p>
        <p className="text-xs text-ink-muted">
          {t('shell.footer.copyright', { year: new Date().getFullYear(), brand })}
        </p>
      </div>
    </footer>
  );
}

// The shell's lazy import.
export default Footer;
