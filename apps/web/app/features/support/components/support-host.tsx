import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHAT_HASH, CHAT_OPEN_DELAY_MS } from '../model/timing.ts';
import { UnreadBubble } from './unread-bubble.tsx';

const ChatDialog = lazy(() => import('./chat-dialog.tsx'));

/**
 * Opens the support chat when the page's hash is `#chat` (the header, the sidebar, the footer,
 * a mail's link), 1 s after it appears (spec 2 §9); closing it drops the hash. Until then the
 * chat's code is not loaded; an agent's answer meanwhile shows the unread bubble.
 */
export default function SupportHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const asked = location.hash === CHAT_HASH;

  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => setOpen(true), CHAT_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [asked]);

  const close = () => {
    setOpen(false);
    if (asked) navigate({ ...location, hash: '' }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      {/* The hash's target, fixed in the viewport: following `#chat` leaves the page where it is. */}
      <span id="chat" aria-hidden="true" className="fixed top-0 left-0" />
      {open ? (
        <Suspense fallback={null}>
          <ChatDialog onClose={close} />
        </Suspense>
      ) : (
        <UnreadBubble />
      )}
    </>
  );
}
