import type { CmsFile, Licence, SocialNetwork } from '@orbit/contract';
import { PATHS } from './links.ts';

/**
 * What the footer shows per licence: the EE licence hides the crypto and
 * affiliate links, shows the session timer and uses its own payment logos.
 */
export interface FooterLink {
  href: string;
  labelKey: string;
}

/** A payment logo: the file `/payments/{id}.svg` and the brand's name (its alt text). */
export interface PaymentLogo {
  id: string;
  name: string;
}

export interface FooterModel {
  infoLinks: FooterLink[];
  helpLinks: FooterLink[];
  payments: PaymentLogo[];
  licences: string[];
  sessionTimer: boolean;
}

const logo = (name: string): PaymentLogo => ({ id: name.toLowerCase(), name });
const PAYMENTS_DEFAULT = [
  'Visa',
  'Mastercard',
  'Bitcoin',
  'Ethereum',
  'Litecoin',
  'Tether',
  'Skrill',
  'Neteller',
  'Paysafecard',
].map(logo);
const PAYMENTS_EE = ['Visa', 'Mastercard', 'Trustly', 'Swedbank', 'SEB', 'LHV'].map(logo);

const LICENCE_SEAL: Record<Licence, string> = { CW: 'curacao', EE: 'emta', other: 'licensed' };

export function footerModel(licence: Licence): FooterModel {
  const ee = licence === 'EE';
  return {
    infoLinks: ee
      ? []
      : [
          { href: PATHS.cryptoBenefits, labelKey: 'shell.footer.cryptoBenefits' },
          { href: PATHS.affiliates, labelKey: 'shell.footer.affiliates' },
        ],
    helpLinks: [
      { href: PATHS.support, labelKey: 'shell.footer.support' },
      { href: PATHS.blog, labelKey: 'shell.footer.blog' },
      { href: PATHS.responsibleGaming, labelKey: 'shell.footer.responsibleGaming' },
    ],
    payments: ee ? PAYMENTS_EE : PAYMENTS_DEFAULT,
    licences: ['age-18', LICENCE_SEAL[licence], 'responsible-gaming', 'ssl'],
    sessionTimer: ee,
  };
}

/** How the footer names each social network (brand names, the same in every language). */
export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  telegram: 'Telegram',
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  discord: 'Discord',
};

/** The years the awards list can be filtered by, newest first. */
export function awardYears(awards: readonly { year: number }[]): number[] {
  return [...new Set(awards.map((a) => a.year))].sort((a, b) => b - a);
}

/** The awards of a year (every award for `null`), newest year first, in the config's order within a year. */
export function awardsOf<T extends { year: number }>(awards: readonly T[], year: number | null): T[] {
  return awards.filter((a) => year === null || a.year === year).sort((a, b) => b.year - a.year);
}

/** The terms download among the CMS files (`terms-download`), if the operator offers one. */
export const termsDownload = (files: readonly CmsFile[]): CmsFile | undefined =>
  files.find((file) => file.categories.includes('terms-download'));
