/** The captcha token is awaited up to 5 times with 500 ms between tries. */
export const CAPTCHA_ATTEMPTS = 5;
export const CAPTCHA_WAIT_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the solved captcha payload, waiting while the widget is still solving.
 * Returns "" when it never arrives: the server then answers with a captcha field error.
 */
export async function waitForCaptchaToken(
  read: () => string | null,
  { attempts = CAPTCHA_ATTEMPTS, waitMs = CAPTCHA_WAIT_MS }: { attempts?: number; waitMs?: number } = {},
): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const token = read();
    if (token) return token;
    if (attempt < attempts - 1) await sleep(waitMs);
  }
  return read() ?? '';
}
