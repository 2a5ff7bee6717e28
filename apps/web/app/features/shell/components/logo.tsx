import { Link } from 'react-router';
import { useLocale } from '~/shared/i18n/locale.ts';
import { useBrand } from '~/shared/site/get-project.ts';
import { useLogo } from '../api/get-logo-config.ts';

/** The operator's logo (logo-config): the mark on phones, the full logo elsewhere; links home. */
export function Logo({ className = 'h-8' }: { className?: string }) {
  const logo = useLogo();
  const brand = useBrand();
  const { href } = useLocale();
  return (
    <Link to={href('/')} className="flex shrink-0 items-center rounded-md">
      <picture>
        <source media="(max-width: 640px)" srcSet={logo.mobile} />
        <img src={logo.full} alt={brand} className={`${className} w-auto`} />
      </picture>
    </Link>
  );
}
