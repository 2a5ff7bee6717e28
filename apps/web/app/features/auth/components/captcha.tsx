import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { useSettings } from '../api/get-settings.ts';
import { waitForCaptchaToken } from '../model/captcha-token.ts';

/** Used until (or unless) the settings name another challenge URL. */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

type CaptchaStatus = 'loading' | 'solving' | 'solved' | 'failed';

interface AltchaStateDetail {
  state?: string;
  payload?: string;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  getState?: () => string;
  verify?: () => Promise<void>;
}

/**
 * The ALTCHA proof-of-work captcha of the sign-in and registration forms. The widget is
 * imported only when a form that needs it mounts, solves itself on load (no click), and is
 * kept out of sight and out of the tab order; the player sees one translated status line.
 */
export function useCaptcha(): {
  /** Render this inside the form. */
  element: ReactNode;
  /** The solved payload, waiting up to 5 × 500 ms while it is still being solved; "" if none. */
  getToken: () => Promise<string>;
  /** A payload is single-use: solve a new challenge after each submit. */
  renew: () => void;
} {
  const { t } = useTranslation();
  const token = useRef<string | null>(null);
  const widget = useRef<AltchaElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const settings = useSettings();
  // The operator may switch the captcha off (settings.captcha === null): then nothing loads.
  const disabled = settings.data?.captcha === null;
  const challengeUrl = settings.data?.captcha?.challengeurl ?? CAPTCHA_CHALLENGE_URL;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;

  useEffect(() => {
    if (disabled) return;
    let live = true;
    import('altcha')
      .then(() => {
        if (live) setLoaded(true);
      })
      .catch(() => {
        if (live) setStatus('failed');
      });
    return () => {
      live = false;
    };
  }, [disabled]);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<AltchaStateDetail>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) {
        token.current = detail.payload;
        setStatus('solved');
      } else if (detail.state === 'error') {
        token.current = null;
        setStatus('failed');
      } else if (detail.state === 'verifying' || detail.state === 'expired') {
        token.current = null;
        setStatus('solving');
      }
    };
    element.addEventListener('statechange', onStateChange);
    // The widget may have solved its challenge before this listener was attached.
    if (element.getState?.() === 'verified') setStatus('solved');
    return () => element.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  const read = useCallback((): string | null => {
    if (token.current) return token.current;
    const input = widget.current?.querySelector<HTMLInputElement>('input[name="altcha"]');
    return input?.value ? input.value : null;
  }, []);

  const getToken = useCallback(async () => (disabledRef.current ? '' : waitForCaptchaToken(read)), [read]);

  const renew = useCallback(() => {
    token.current = null;
    const element = widget.current;
    if (!element?.reset || !element.verify) return;
    element.reset();
    setStatus('solving');
    void element.verify().catch(() => setStatus('failed'));
  }, []);

  const statusText =
    status === 'solved'
      ? t('auth.captcha.solved')
      : status === 'failed'
        ? t('auth.captcha.failed')
        : t('auth.captcha.solving');

  const element = disabled ? null : (
    <div
      className="flex items-center gap-2 text-sm text-ink-muted"
      data-testid="captcha-status"
      data-state={status}
    >
      <span aria-hidden="true">{status === 'solved' ? '✓' : status === 'failed' ? '!' : '…'}</span>
      <span aria-live="polite">{statusText}</span>
      {status === 'failed' ? (
        <button type="button" className="underline" onClick={renew}>
          {t('auth.captcha.retry')}
        </button>
      ) : null}
      {loaded ? (
        <div inert className="sr-only">
          <altcha-widget ref={widget} challengeurl={challengeUrl} auto="onload" hidefooter hidelogo />
        </div>
      ) : null}
    </div>
  );

  return { element, getToken, renew };
}
