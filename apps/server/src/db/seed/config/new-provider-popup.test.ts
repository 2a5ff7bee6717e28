import { NewProviderPopup } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { STATUSES } from '../catalogue.ts';
import { DEMO_PRODUCERS } from '../games/producers.ts';
import { demoPlayers } from '../players.ts';
import { FRONTEND_CONFIG } from './frontend.ts';

const campaign = NewProviderPopup.parse(FRONTEND_CONFIG['new-provider-popup']);

describe('the demo new-provider popup campaign', () => {
  it("advertises the demo catalogue's new producer", () => {
    expect(DEMO_PRODUCERS.find((p) => p.slug === campaign.producer)?.isNew).toBe(true);
  });

  it('adds players to a group they may join themselves (writable, not a level)', () => {
    const shown = STATUSES.find((s) => s.id === String(campaign.shownGroup));
    expect(shown?.writable).toBe(true);
    expect(shown?.status).toBe(false);
  });

  it('targets a group a demo account is in, and no demo account has seen it yet', () => {
    const players = demoPlayers(new Date(0));
    const targeted = players.filter((p) => p.groups.some((g) => campaign.targetGroups.includes(g)));
    expect(targeted.map((p) => p.user.email)).toContain('vip@orbit.test');
    expect(players.some((p) => p.groups.includes(campaign.shownGroup))).toBe(false);
  });

  it('keeps the mystic jackpots page on', () => {
    expect(FRONTEND_CONFIG['manage-promotion-pages']['mystic-jackpots']).toBe(true);
  });
});
