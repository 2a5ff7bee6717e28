import { generateSecret, generateURI, verify } from 'otplib';

/** Codes from the step before and after the current one are accepted (clock drift, typing time). */
const TOLERANCE_SECONDS = 30;

export const newOtpSecret = () => generateSecret();

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpAuthUri = (issuer: string, account: string, secret: string) =>
  generateURI({ issuer, label: account, secret });

/**
 * The QR code (a data: URL) an authenticator app scans to enrol the secret. qrcode is loaded at the
 * first enrolment, not at start: an idle node never holds it.
 */
export async function otpQrCode(issuer: string, account: string, secret: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(otpAuthUri(issuer, account, secret), { margin: 1, width: 240 });
}

/**
 * The time step a 6-digit code matched, or null. A code whose step is not after
 * `lastTimeStep` is refused, so a code seen over a shoulder cannot be used a second time.
 */
export async function matchOtp(
  secret: string,
  code: string,
  at: Date,
  lastTimeStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(at.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(lastTimeStep === null ? {} : { afterTimeStep: lastTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed stored secret counts as a wrong code, never as a server fault.
    return null;
  }
}
