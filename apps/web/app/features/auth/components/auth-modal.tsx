import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { countryRestrictions, guestOnlyModal, mainHref } from '~/features/guards/index.ts';
import { useCountries } from '~/features/profile/index.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import type { ModalName } from '~/shared/modals.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { useModalNavigation } from './use-modal-navigation.ts';

// Each form is its own chunk, loaded when its modal opens: pages stay light for players who
// never open them (and the server renders them in place for a modal's own path).
const LoginModalBody = lazy(() => import('./login-modal.tsx').then((m) => ({ default: m.LoginModalBody })));
const RegistrationModalBody = lazy(() =>
  import('./registration-modal.tsx').then((m) => ({ default: m.RegistrationModalBody })),
);
const RemindModalBody = lazy(() =>
  import('./remind-modal.tsx').then((m) => ({ default: m.RemindModalBody })),
);
const NewPasswordModalBody = lazy(() =>
  import('./new-password-modal.tsx').then((m) => ({ default: m.NewPasswordModalBody })),
);
const EmailConfirmationModalBody = lazy(() =>
  import('./email-confirmation-modal.tsx').then((m) => ({ default: m.EmailConfirmationModalBody })),
);

const TITLES: Record<ModalName, string> = {
  login: 'auth.login.title',
  registration: 'auth.registration.title',
  remind: 'auth.remind.title',
  'new-password': 'auth.new_password.title',
  'email-verify': 'auth.confirmation.title',
  'email-confirmation': 'auth.confirmation.title',
};

/** The auth modal `name` (its own chunk: pages load it only when a modal opens). */
export default function AuthModal({ name }: { name: ModalName }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { close } = useModalNavigation();
  const { data: visitor, signedIn, isSuccess } = usePlayer();
  const { data: countries } = useCountries();
  // Judged once, when the player is first known: a player who signs in inside it is not "sent to main".
  const judge = () => (isSuccess ? signedIn && guestOnlyModal(location) !== null : null);
  const [sendHome, setSendHome] = useState<boolean | null>(judge);
  const restrictions = countryRestrictions(countries, signedIn ? null : visitor?.country);

  useEffect(() => {
    if (sendHome === null && isSuccess) setSendHome(signedIn && guestOnlyModal(location) !== null);
  }, [sendHome, isSuccess, signedIn, location]);
  useEffect(() => {
    if (sendHome) navigate(mainHref(location), { replace: true });
  }, [sendHome, navigate, location]);
  if (sendHome) return null;

  return (
    <Modal
      title={t(TITLES[name])}
      onClose={close}
      closeLabel={t('auth.common.close')}
      testId={`modal-${name}`}
    >
      <Suspense fallback={<p className="py-8 text-center text-ink-muted">{t('auth.common.loading')}</p>}>
        {name === 'login' ? <LoginModalBody restricted={restrictions.login} /> : null}
        {name === 'registration' ? <RegistrationModalBody restricted={restrictions.registration} /> : null}
        {name === 'remind' ? <RemindModalBody /> : null}
        {name === 'new-password' ? <NewPasswordModalBody /> : null}
        {name === 'email-verify' || name === 'email-confirmation' ? <EmailConfirmationModalBody /> : null}
      </Suspense>
    </Modal>
  );
}
