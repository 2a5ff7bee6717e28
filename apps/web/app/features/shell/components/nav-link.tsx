import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { isNavItemActive, type NavItem } from '../model/navigation.ts';
import { Icon, type IconName } from './icons.tsx';

const ICONS: Partial<Record<NavItem['id'], IconName>> = {
  lobby: 'home',
  pokies: 'cherry',
  live: 'live',
  sports: 'ball',
  'comp-shop': 'gift',
  'rocket-chance': 'star',
  tournaments: 'trophy',
  'mystic-jackpots': 'star',
  achievements: 'trophy',
  'vip-club': 'star',
  static: 'page',
};

export const navIcon = (item: NavItem): IconName | undefined => ICONS[item.id];

/** One navigation entry; `aria-current="page"` marks the active section (styled by the caller). */
export function NavLink({
  item,
  className,
  showIcon = false,
}: {
  item: NavItem;
  className: string;
  showIcon?: boolean;
}) {
  const { t } = useTranslation();
  const { href, path } = useLocale();
  const label = item.label ?? (item.labelKey ? t(item.labelKey) : item.href);
  const icon = showIcon ? navIcon(item) : undefined;
  // The label as bare text: a flex item as a span would be, without a span per link of every page.
  const content = (
    <>
      {icon && <Icon name={icon} />}
      {label}
    </>
  );
  if (item.external) {
    return (
      <a href={item.href} className={className} rel="noopener">
        {content}
      </a>
    );
  }
  return (
    <Link
      to={href(item.href)}
      aria-current={isNavItemActive(item, path) ? 'page' : undefined}
      className={className}
    >
      {content}
    </Link>
  );
}
