import { VIP_LADDER, type VipThreshold } from '@orbit/contract';
import type { Deps } from '../../deps.ts';
import { FieldErrors } from '../../http/errors.ts';
import { forgetVipThresholds } from './vip.ts';
import { listThresholds, replaceThresholds, type ThresholdRow } from './vip-repository.ts';

/** The operator's VIP thresholds: the table, and replacing it whole. */

const ladderOrder = (a: ThresholdRow, b: ThresholdRow) =>
  a.currency.localeCompare(b.currency) || VIP_LADDER.indexOf(a.status) - VIP_LADDER.indexOf(b.status);

export async function vipThresholdsTable(deps: Deps): Promise<ThresholdRow[]> {
  return (await listThresholds(deps.db)).sort(ladderOrder);
}

/**
 * Each currency's ladder must be whole and climb: every status once, none asking less (deposits
 * or bets) than the one below it. Errors are keyed by currency (`thresholds.CAD`).
 */
export function ladderErrors(rows: readonly VipThreshold[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const currencies = [...new Set(rows.map((row) => row.currency))];
  for (const currency of currencies) {
    const mine = rows.filter((row) => row.currency === currency);
    const field = `thresholds.${currency}`;
    if (new Set(mine.map((row) => row.status)).size !== mine.length) {
      errors[field] = ['validation.duplicate'];
      continue;
    }
    const ladder = VIP_LADDER.map((status) => mine.find((row) => row.status === status));
    if (ladder.some((step) => step === undefined)) {
      errors[field] = ['vip.thresholds_incomplete'];
      continue;
    }
    const climbs = ladder.every(
      (step, i) =>
        i === 0 ||
        (step!.deposit_cents >= ladder[i - 1]!.deposit_cents && step!.bet_cents >= ladder[i - 1]!.bet_cents),
    );
    if (!climbs) errors[field] = ['vip.thresholds_not_ascending'];
  }
  return errors;
}

/** Replaces every threshold (422 and nothing written when a ladder is broken); this node forgets its copy at once. */
export async function saveVipThresholds(deps: Deps, rows: readonly VipThreshold[]): Promise<ThresholdRow[]> {
  const errors = ladderErrors(rows);
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
  await deps.db.transaction((tx) =>
    replaceThresholds(
      tx,
      rows.map((row) => ({
        status: row.status,
        currency: row.currency,
        depositCents: row.deposit_cents,
        betCents: row.bet_cents,
      })),
    ),
  );
  forgetVipThresholds();
  return vipThresholdsTable(deps);
}
