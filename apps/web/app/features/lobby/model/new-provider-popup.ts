import type { NewProviderPopup } from '@orbit/contract';

/** sessionStorage key: the popup is shown once per browser session. */
export const popupSessionKey = (config: Pick<NewProviderPopup, 'producer'>) =>
  `orbit.new-provider-popup.${config.producer}`;

export interface PopupAudience {
  signedIn: boolean;
  groups: readonly number[];
  /** Whether this session has already shown it. */
  shownThisSession: boolean;
}

/** Shown to signed-in players of a target group who are not yet in the shown group, once a session. */
export function shouldShowNewProviderPopup(
  config: NewProviderPopup | null | undefined,
  audience: PopupAudience,
): config is NewProviderPopup {
  if (!config?.enabled || !audience.signedIn || audience.shownThisSession) return false;
  if (audience.groups.includes(config.shownGroup)) return false;
  return config.targetGroups.some((group) => audience.groups.includes(group));
}
