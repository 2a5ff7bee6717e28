/** Longest wait for the device fingerprint before sending the form without it. */
const FINGERPRINT_TIMEOUT_MS = 3000;

let pending: Promise<string> | undefined;

/**
 * The `dfpc` device fingerprint sent with sign-in and registration. The library
 * is imported lazily, so it is a separate chunk served from Orbit's own host; any failure
 * (or a slow device) gives "". Logging to the vendor's host is switched off.
 */
export function deviceFingerprint(): Promise<string> {
  pending ??= Promise.race([
    import('@thumbmarkjs/thumbmarkjs')
      .then(({ getThumbmark }) => getThumbmark({ logging: false }))
      .then((result) => (typeof result.thumbmark === 'string' ? result.thumbmark : ''))
      .catch(() => ''),
    new Promise<string>((resolve) => setTimeout(() => resolve(''), FINGERPRINT_TIMEOUT_MS)),
  ]);
  return pending;
}

/** Tests start from a clean slate. */
export function resetFingerprintForTests() {
  pending = undefined;
}
