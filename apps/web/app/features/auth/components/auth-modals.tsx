import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { countryRestrictions, guestOnlyModal, mainHref } from '~/features/guards/index.ts';
import { DeriveStateFromPostalCode, useCountries } from '~/features/profile/index.ts';
import { usePlayer } from '~/features/session/api/get-player.ts';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { activeModal, type ModalName } from '~/shared/modals.ts';
import { Modal } from '~/shared/ui/modal.tsx';
import { TermsPopup } from './terms-popup.tsx';
import { UnconfirmedEmailNotice } from './unconfirmed-email-notice.tsx';
import { useAuthErrorHandler } from './use-auth-error-handler.ts';
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

/**
 * Renders whichever auth modal the URL asks for (see ~/shared/modals.ts) and answers the
 * auth-error event (logout + login modal). Mounted once by the shell's modal host. Also
 * mounts what follows a profile load: the terms popup, the unconfirmed-e-mail notice
 * (fixed at the top until the header shows its own) and the state-from-postal-code fix.
 */
export function AuthModals() {
  const location = useLocation();
  const modal = activeModal(location);
  useAuthErrorHandler();
  return (
    <>
      <UnconfirmedEmailNotice placement="fixed" />
      <DeriveStateFromPostalCode />
      {/* One dialog at a time: the terms popup waits until the sign-in modal has closed. */}
      {modal ? <AuthModal key={modal} name={modal} /> : <TermsPopup />}
    </>
  );
}

const TITLES: Record<ModalName, string> = {
  login: 'auth.login.title',
  registration: 'auth.registration.title',
  remind: 'auth.remind.title',
  'new-password': 'auth.new_password.title',
  'email-verify': 'auth.confirmation.title',
  'email-confirmation': 'auth.confirmation.title',
};

function AuthModal({ name }: { name: ModalName }) {
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
