import type { FairSeedsView, HouseFreeSpins, HousePlay, HouseRound, HouseSession } from '@orbit/contract';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { type CurrencyInfo, currencyInfo, formatMoney } from '~/shared/money.ts';
import { actRound } from '../api/act-round.ts';
import { housePlayApi } from '../api/client.ts';
import { getHouseSession } from '../api/get-session.ts';
import { playFreeSpin } from '../api/play-free-spin.ts';
import { playRound } from '../api/play-round.ts';
import { cashOutSharedBet, placeSharedBet } from '../api/shared-bet.ts';
import { refusalKey } from '../model/errors.ts';
import {
  defaultLimits,
  initialStake,
  multipleSteps,
  nearestStep,
  type StakeLimits,
  stakeSteps,
} from '../model/stake.ts';

/** What every engine's UI gets from the frame: the session, money formatting, the stake and the calls. */
export interface HouseFrame {
  token: string;
  session: HouseSession;
  locale: string;
  currency: CurrencyInfo;
  balance: number;
  seeds: FairSeedsView;
  money: (cents: number) => string;
  limits: StakeLimits;
  steps: readonly number[];
  stake: number;
  setStake: (cents: number) => void;
  /** Stakes must be whole multiples of this (a line slot's line count): the steps follow. */
  setStakeMultiple: (multiple: number) => void;
  /** A request runs: play controls are disabled. */
  busy: boolean;
  /** The translated reason the last call was refused, if it was. */
  refusal: string | null;
  /** Starts a solo round; null when refused (the refusal is shown by the frame). */
  play: (bet: unknown) => Promise<HouseRound | null>;
  /** The player's free spins on this slot (real play), null when none are left. */
  freeSpins: HouseFreeSpins | null;
  /** When the last free spin was just played: what the spins won, now a bonus (0: nothing won). */
  freeSpinsBonus: number | null;
  /** Plays one free spin at the gift's stake: the balance does not move. */
  playFreeSpin: () => Promise<HouseRound | null>;
  act: (roundId: number, action: unknown) => Promise<HouseRound | null>;
  sharedBet: (bet: unknown) => Promise<HouseRound | null>;
  cashOut: (betId: number) => Promise<HouseRound | null>;
  /** Re-reads the session (balance after a shared round settled, seeds). */
  refresh: () => Promise<HouseSession | null>;
  /** Says `message` in the frame's live region (results, for screen readers). */
  announce: (message: string) => void;
  announcement: string;
}

const FrameContext = createContext<HouseFrame | null>(null);

export function useHouseFrame(): HouseFrame {
  const frame = useContext(FrameContext);
  if (!frame) throw new Error('useHouseFrame outside HouseFrameProvider');
  return frame;
}

/** The seeds the next round uses, from the round just played. */
const seedsAfter = (round: HouseRound): FairSeedsView => ({
  server_seed_hash: round.server_seed_hash,
  client_seed: round.client_seed,
  nonce: round.nonce + 1,
});

export function HouseFrameProvider({
  token,
  session,
  locale,
  children,
}: {
  token: string;
  session: HouseSession;
  locale: string;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const currency = useMemo(() => currencyInfo(session.currency, undefined), [session.currency]);
  const limits = useMemo(() => defaultLimits(currency.subunits_to_unit, currency.fiat), [currency]);
  const [multiple, setStakeMultiple] = useState(1);
  const steps = useMemo(() => multipleSteps(stakeSteps(limits), multiple, limits.max), [limits, multiple]);
  const [balance, setBalance] = useState(session.balance_cents);
  const [seeds, setSeeds] = useState(session.seeds);
  const [stake, setStake] = useState(() =>
    initialStake(steps, currency.fiat ? currency.subunits_to_unit : limits.min * 10, session.balance_cents),
  );
  const [freeSpins, setFreeSpins] = useState(session.free_spins);
  const [freeSpinsBonus, setFreeSpinsBonus] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef(false);

  // A stake off the steps (the multiple changed) moves to the nearest one.
  useEffect(() => {
    if (steps.length > 0 && !steps.includes(stake)) setStake(nearestStep(steps, stake));
  }, [steps, stake]);

  const money = useCallback((cents: number) => formatMoney(cents, currency, locale), [currency, locale]);

  const call = useCallback(
    async (send: () => Promise<HousePlay>, ownSeeds: boolean): Promise<HouseRound | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      setRefusal(null);
      try {
        const answer = await send();
        setBalance(answer.balance_cents);
        setFreeSpins(answer.free_spins);
        // The winnings' message stays until the next free spins end.
        if (answer.free_spins_bonus_cents !== null) setFreeSpinsBonus(answer.free_spins_bonus_cents);
        // A shared round's seeds are the round's own, not the player's pair.
        if (ownSeeds) setSeeds(seedsAfter(answer.round));
        return answer.round;
      } catch (error) {
        setRefusal(i18n.t(refusalKey(error, i18n.exists)));
        return null;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [i18n],
  );

  const refresh = useCallback(async () => {
    try {
      const fresh = await getHouseSession(housePlayApi(), token);
      setBalance(fresh.balance_cents);
      setSeeds(fresh.seeds);
      setFreeSpins(fresh.free_spins);
      return fresh;
    } catch {
      return null;
    }
  }, [token]);

  // A repeated identical message must still be read: clear first, then set.
  const announce = useCallback((message: string) => {
    setAnnouncement('');
    setTimeout(() => setAnnouncement(message), 30);
  }, []);

  const frame = useMemo<HouseFrame>(
    () => ({
      token,
      session,
      locale,
      currency,
      balance,
      seeds,
      money,
      limits,
      steps,
      stake,
      setStake,
      setStakeMultiple,
      busy,
      refusal,
      play: (bet) => call(() => playRound(housePlayApi(), token, bet), true),
      freeSpins,
      freeSpinsBonus,
      playFreeSpin: () => call(() => playFreeSpin(housePlayApi(), token), true),
      act: (roundId, action) => call(() => actRound(housePlayApi(), token, roundId, action), true),
      sharedBet: (bet) => call(() => placeSharedBet(housePlayApi(), token, bet), false),
      cashOut: (betId) => call(() => cashOutSharedBet(housePlayApi(), token, betId), false),
      refresh,
      announce,
      announcement,
    }),
    [
      token,
      session,
      locale,
      currency,
      balance,
      seeds,
      money,
      limits,
      steps,
      stake,
      freeSpins,
      freeSpinsBonus,
      busy,
      refusal,
      call,
      refresh,
      announce,
      announcement,
    ],
  );

  return <FrameContext.Provider value={frame}>{children}</FrameContext.Provider>;
}
