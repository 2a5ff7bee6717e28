import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocale } from '~/shared/i18n/locale.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { siteSince } from '~/shared/site-since.ts';
import { IOS_PROMPT_CHECK_MS, iosPromptDue, isGamePath, isIosWebview } from '../model/ios-webview.ts';

const IosWebviewPrompt = lazy(() => import('./ios-webview-prompt.tsx'));

/** Shown once per tab session. */
const SHOWN_KEY = 'orbit.ios-prompt-shown';

function shownThisSession() {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false;
  }
}

function markShown() {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1');
  } catch {
    // Private mode: shown once per page instead.
  }
}

/**
 * Only in an iOS webview: after 5 minutes on the site (checked each minute; not over a modal nor on
 * a game page) or when the player signs out, asks once to open the site in Safari.
 */
export function IosWebviewPromptHost() {
  const { signedIn } = usePlayer();
  const { path } = useLocale();
  const [webview] = useState(() => isIosWebview(navigator.userAgent));
  const [open, setOpen] = useState(false);
  const currentPath = useRef(path);
  currentPath.current = path;
  const wasSignedIn = useRef(signedIn);

  useEffect(() => {
    const signedOut = wasSignedIn.current && !signedIn;
    wasSignedIn.current = signedIn;
    if (webview && signedOut && !shownThisSession()) setOpen(true);
  }, [webview, signedIn]);

  useEffect(() => {
    if (!webview) return;
    const check = () => {
      const due = iosPromptDue({
        sinceMs: siteSince(),
        nowMs: Date.now(),
        shown: shownThisSession(),
        onGamePage: isGamePath(currentPath.current),
        modalOpen: document.querySelector('[aria-modal="true"]') !== null,
      });
      if (due) setOpen(true);
    };
    check();
    const timer = setInterval(check, IOS_PROMPT_CHECK_MS);
    return () => clearInterval(timer);
  }, [webview]);

  useEffect(() => {
    if (open) markShown();
  }, [open]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <IosWebviewPrompt onClose={() => setOpen(false)} />
    </Suspense>
  );
}
