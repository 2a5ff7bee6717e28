import { useTranslation } from '~/shared/i18n/react.tsx';
import { useSignOut } from '../api/sign-out.ts';

/** Ends the session on the server, then resets to a guest on the main page. */
export function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <button
      type="button"
      className={className}
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
      data-testid="sign-out"
    >
      {t('auth.signOut')}
    </button>
  );
}
