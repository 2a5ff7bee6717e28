import type { NewProviderPopup } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { popupSessionKey, shouldShowNewProviderPopup } from './new-provider-popup.ts';

const config: NewProviderPopup = {
  enabled: true,
  producer: 'nova-forge',
  targetGroups: [2001, 2005],
  shownGroup: 2002,
};
const audience = { signedIn: true, groups: [259, 2001], shownThisSession: false };

describe('shouldShowNewProviderPopup', () => {
  it('shows to a signed-in player of a target group not yet in the shown group', () => {
    expect(shouldShowNewProviderPopup(config, audience)).toBe(true);
    expect(shouldShowNewProviderPopup(config, { ...audience, groups: [2005] })).toBe(true);
  });

  it('not to guests', () => {
    expect(shouldShowNewProviderPopup(config, { ...audience, signedIn: false })).toBe(false);
  });

  it('not to players outside every target group', () => {
    expect(shouldShowNewProviderPopup(config, { ...audience, groups: [259] })).toBe(false);
  });

  it('not to players already in the shown group', () => {
    expect(shouldShowNewProviderPopup(config, { ...audience, groups: [2001, 2002] })).toBe(false);
  });

  it('not twice in one session', () => {
    expect(shouldShowNewProviderPopup(config, { ...audience, shownThisSession: true })).toBe(false);
  });

  it('not when the campaign is off or missing', () => {
    expect(shouldShowNewProviderPopup({ ...config, enabled: false }, audience)).toBe(false);
    expect(shouldShowNewProviderPopup(null, audience)).toBe(false);
  });
});

describe('popupSessionKey', () => {
  it('keys the session memory by producer, so a new campaign shows again', () => {
    expect(popupSessionKey(config)).not.toBe(popupSessionKey({ producer: 'other' }));
  });
});
