import type { HouseRound } from '@orbit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/shared/i18n/react.tsx';
import { resultMessage } from '../model/result.ts';
import { useHouseFrame } from './frame-context.tsx';

/**
 * A multi-step round (blackjack, video poker, mines): starts with a bet, goes on with actions
 * until closed. An unfinished round in the session is picked up where it was left.
 */
export function useSoloRound() {
  const frame = useHouseFrame();
  const [round, setRound] = useState<HouseRound | null>(frame.session.open_round);
  const open = round?.status === 'open';

  const start = useCallback(
    async (bet: unknown) => {
      const next = await frame.play(bet);
      if (next) setRound(next);
      return next;
    },
    [frame.play],
  );

  const act = useCallback(
    async (action: unknown) => {
      if (!round) return null;
      const next = await frame.act(round.id, action);
      if (next) setRound(next);
      return next;
    },
    [frame.act, round],
  );

  return { round, open, start, act };
}

/** Says a finished round's result once: `intro` (what happened), then what it paid. */
export function useAnnounceResult(round: HouseRound | null, intro: string) {
  const { t } = useTranslation();
  const { money, announce } = useHouseFrame();
  const said = useRef<number | null>(null);
  useEffect(() => {
    if (round?.status !== 'closed' || said.current === round.id) return;
    said.current = round.id;
    const message = resultMessage(round, money);
    announce(`${intro ? `${intro} ` : ''}${t(message.key, message.values)}`);
  }, [round, intro, money, t, announce]);
}
