import { DeriveStateFromPostalCode } from '~/features/profile/index.ts';
import { TermsPopup } from './terms-popup.tsx';
import { UnconfirmedEmailNotice } from './unconfirmed-email-notice.tsx';

/**
 * What follows a signed-in player's profile load: the unconfirmed-e-mail notice (fixed at the top
 * until the header shows its own), the state-from-postal-code fix and, unless a modal is open
 * (one dialog at a time), the terms popup. Its own chunk: guests never load it.
 */
export default function PlayerNotices({ modalOpen }: { modalOpen: boolean }) {
  return (
    <>
      <UnconfirmedEmailNotice placement="fixed" />
      <DeriveStateFromPostalCode />
      {modalOpen ? null : <TermsPopup />}
    </>
  );
}
