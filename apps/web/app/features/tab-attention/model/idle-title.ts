/** While the tab is hidden its title alternates with a call to come back, every 2 s (spec 1 §9). */
export const IDLE_TITLE_EVERY_MS = 2_000;

/** The title after `current`: the page's own and the call to come back, in turn. */
export const nextIdleTitle = (current: string, pageTitle: string, comeBack: string) =>
  current === comeBack ? pageTitle : comeBack;
