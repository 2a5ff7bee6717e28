import { AUTH_PROVIDER_ERROR_PARAM, SECOND_FACTOR_PARAM } from '@orbit/contract';
import { useLocation } from 'react-router';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { closeModalHref } from '~/shared/modals.ts';
import { safeRedirectPath } from '~/shared/safe-redirect.ts';
import { useAuthProviders } from '../api/auth-providers.ts';

/** `google_oauth2` → `Google oauth2`: the provider's name as the operator wrote it, readable. */
const labelOf = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Where the player lands after the provider: the modal's `redirect`, else the page behind it. */
function returnPath(location: { pathname: string; search: string }) {
  const wanted = new URLSearchParams(location.search).get('redirect');
  if (wanted !== null) return safeRedirectPath(wanted);
  const [path = '/', query = ''] = closeModalHref(location).split('?');
  const search = new URLSearchParams(query);
  search.delete(AUTH_PROVIDER_ERROR_PARAM);
  search.delete(SECOND_FACTOR_PARAM);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * "Continue with …" for each OpenID Connect provider the operator configured; nothing at all
 * when there is none (the default). Each is a link: the sign-in leaves for the provider's page.
 */
export function ProviderButtons() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: providers } = useAuthProviders();
  if (!providers || providers.length === 0) return null;
  const returnTo = encodeURIComponent(returnPath(location));
  return (
    <section
      aria-labelledby="auth-providers-title"
      className="mt-4 flex flex-col gap-2"
      data-testid="auth-providers"
    >
      <h3 id="auth-providers-title" className="text-center text-sm text-ink-muted">
        {t('auth.providers.or')}
      </h3>
      <ul className="flex flex-col gap-2">
        {providers.map((provider) => (
          <li key={provider.name}>
            <a
              href={`${provider.url}?return_to=${returnTo}`}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-surface-3 bg-surface-3 px-4 py-2 font-semibold text-ink hover:bg-surface-2"
            >
              {t('auth.providers.continue_with', { name: labelOf(provider.name) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
