import { type CheckEmailResponse, type EmailCheckCode, isEmailAccepted } from '@orbit/contract';
import { useRef, useState } from 'react';
import type { ApiClient } from '~/shared/api/client.ts';
import { useApi } from '~/shared/api/provider.tsx';

/** POST /check-email: the address's verdict (carried in `errors.message` even when it is good). */
export const checkEmail = async (api: ApiClient, email: string): Promise<EmailCheckCode> =>
  (await api.request<CheckEmailResponse>('/check-email', { method: 'POST', body: { email } })).errors.message;

/** What the form says about an address once checked: nothing, a warning, or an error. */
export type EmailVerdict = 'accepted' | 'risky' | 'invalid';

export function verdictOf(code: EmailCheckCode): EmailVerdict {
  if (isEmailAccepted(code)) return 'accepted';
  return code.startsWith('IBIZA::RISKY::') ? 'risky' : 'invalid';
}

/**
 * Checks the address when the player leaves the field; the verdict is kept for that address only
 * (typing again clears it), and a failed check says nothing (registration judges again anyway).
 */
export function useEmailCheck() {
  const api = useApi();
  const [checked, setChecked] = useState<{ email: string; verdict: EmailVerdict } | null>(null);
  const latest = useRef('');
  return {
    verdictFor: (email: string) => (checked?.email === email.trim() ? checked.verdict : null),
    async check(raw: string) {
      const email = raw.trim();
      latest.current = email;
      if (!email || checked?.email === email) return;
      try {
        const verdict = verdictOf(await checkEmail(api, email));
        if (latest.current === email) setChecked({ email, verdict });
      } catch {
        // The check is advice; the registration itself validates the address.
      }
    },
  };
}
