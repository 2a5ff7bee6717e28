/** What a visitor does first that shows the page is in use. */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
/** Capturing: a scroll inside a row or a key on any element counts too. */
const LISTENING = { capture: true, passive: true } as const;

/**
 * Calls `run` once, when the page is first in use: the visitor's first interaction (a tap, a key,
 * a scroll), or the page hidden or left; unless the returned function is called before. What no
 * first screen needs waits for it (the telemetry, the page's late listeners).
 */
export function onFirstUse(run: () => void): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') fire();
  };
  const listen = (on: boolean) => {
    const method = on ? addEventListener : removeEventListener;
    for (const type of INTERACTIONS) method(type, fire, LISTENING);
    method('pagehide', fire, LISTENING);
    method('visibilitychange', onHidden, LISTENING);
  };
  function fire() {
    listen(false);
    run();
  }
  listen(true);
  return () => listen(false);
}
