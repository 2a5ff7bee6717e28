import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { fetchPageMessages, PageMessages } from './shared/i18n/page-messages.ts';

/**
 * React Router's default browser entry, hydrating once the page's catalogue areas are in: its
 * HTML links them instead of carrying them (shared/i18n/page-messages.ts).
 */
fetchPageMessages().then((messages) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <PageMessages value={messages}>
          <HydratedRouter />
        </PageMessages>
      </StrictMode>,
    );
  });
});
