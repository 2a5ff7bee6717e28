import { splitLocalePath } from '@orbit/contract';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '~/shared/api/client.ts';
import { cashboxHref } from '~/shared/cashbox-links.ts';
import { localizeHref } from '~/shared/i18n/locale.ts';
import { usePlayer } from '~/shared/player/get-player.ts';
import { useToast } from '~/shared/ui/toast.tsx';
import { useSetBonusCode } from '../api/set-bonus-code.ts';
import { bonusErrorKey } from '../model/bonus-errors.ts';
import {
  GIFTS_PAGE,
  PROMO_QUERY,
  promoStep,
  readPromoCodes,
  type StoredPromoCodes,
  writePromoCode,
} from '../model/promo-codes.ts';

/**
 * The promo codes of a link (`?deposit_promocode=`, `?promocode=`; see model/promo-codes.ts): kept
 * for the browser session, a deposit code applied once the player is signed in (then the deposit
 * with its offers opens), a gift code taken from the main page to the gifts page. Renders nothing;
 * works in the browser only (sessionStorage). Mounted once by the shell.
 */
export function PromoCodeHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, signedIn } = usePlayer();
  const setCode = useSetBonusCode();
  // The path whose arrival was looked at, and a deposit code being (or found not) applicable now.
  const seenPath = useRef<string | null>(null);
  const tried = useRef<string | null>(null);
  const known = data !== undefined ? signedIn : null;
  // The deposit opens over the page the player is on when the code's answer comes.
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    const { locale, path } = splitLocalePath(location.pathname);
    const arrived = seenPath.current !== location.pathname;
    const { codes, step } = promoStep(
      { path, search: location.search, signedIn: known, arrived },
      readPromoCodes(),
    );
    if (known !== null || step.kind === 'strip') seenPath.current = location.pathname;
    store(codes);
    switch (step.kind) {
      case 'strip':
        navigate(`${location.pathname}${step.search}${location.hash}`, { replace: true });
        return;
      case 'open-gifts':
        writePromoCode('gift', null);
        navigate(
          localizeHref(locale, `${GIFTS_PAGE}?${new URLSearchParams({ [PROMO_QUERY.gift]: step.code })}`),
        );
        return;
      case 'apply-deposit': {
        // Once per code and page life: a failure other than "invalid" is tried again on the next load.
        if (tried.current === step.code) return;
        tried.current = step.code;
        setCode.mutate(step.code, {
          onSuccess: () => {
            writePromoCode('deposit', null);
            navigate(cashboxHref(here.current, 'deposit-bonus'));
          },
          onError: (error) => {
            if (!(error instanceof ApiError) || error.status !== 422) return;
            writePromoCode('deposit', null);
            const key = error.fieldErrors.deposit_bonus_code?.[0] ?? 'bonuses.code_unknown';
            toast.show({ kind: 'error', message: bonusErrorKey(key) });
          },
        });
        return;
      }
      case 'none':
        return;
    }
  }, [location.pathname, location.search, location.hash, known, navigate, toast, setCode.mutate]);

  return null;
}

function store(codes: StoredPromoCodes) {
  writePromoCode('deposit', codes.deposit);
  writePromoCode('gift', codes.gift);
}
