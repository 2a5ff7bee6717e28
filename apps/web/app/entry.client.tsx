import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

const app = <HydratedRouter />;

/**
 * Hydrates once the server's HTML has been painted: React's first pass over the page is the
 * longest task of a visit, and on a fast network the scripts arrive before the browser's first
 * frame, which then waited for it. A frame, then a task: the paint comes between the two. (A tab
 * opened in the background hydrates when it is first shown.) StrictMode's checks run in development.
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    // In the page's performance timeline (DevTools, the e2e check that the paint came first).
    performance.mark('hydrate');
    startTransition(() => {
      hydrateRoot(document, import.meta.env.DEV ? <StrictMode>{app}</StrictMode> : app);
    });
  }),
);
