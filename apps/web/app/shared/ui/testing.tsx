/**
 * Test harness for component tests (jsdom): the real components, router, query cache,
 * i18n (English catalogues) and toasts; only `fetch` is fake, answered by `fakeApi` routes
 * the way the server would. Not imported by the app.
 */
import type { Account, Player } from '@orbit/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { FetchLike } from '~/shared/api/client.ts';
import { makeQueryClient } from '~/shared/api/provider.tsx';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { ToastProvider } from './toast.tsx';

export interface FakeRequest {
  method: string;
  url: string;
  path: string;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply;

/** `'POST /api/users'` → handler. Unknown routes answer 404 like the server. */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const path = url.split('?')[0] ?? url;
    const request = { method, url, path, body };
    calls.push(request);
    const handler = routes[`${method} ${path}`];
    const reply = handler ? handler(request) : { status: 404, body: { error: 'not_found' } };
    const status = reply.status ?? 200;
    if (status === 204 || reply.body === undefined)
      return new Response(null, { status: status === 200 ? 204 : status });
    return new Response(JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    routes,
    calls,
    fetch,
    /** Requests to one route, e.g. `callsTo('POST /api/users/sign_in')`. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

export const guest = { country: 'DE', currency: 'EUR' };

export function makePlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: 7,
    email: 'ada@example.com',
    nickname: 'ada',
    first_name: null,
    last_name: null,
    gender: null,
    date_of_birth: null,
    country: 'DE',
    city: null,
    address: null,
    postal_code: null,
    state: null,
    mobile_phone: null,
    personal_id_number: null,
    receive_promos: false,
    receive_sms_promos: false,
    receive_promos_via_phone_calls: false,
    agreed_to_partner_promotions: false,
    currency: 'EUR',
    language: 'en',
    statuses: [],
    auth_fields_missed: [],
    confirmed_at: '2024-01-01T00:00:00Z',
    created_at: '2024-01-01T00:00:00Z',
    current_sign_in_at: null,
    deposit_bonus_code: null,
    can_issue_bonuses: true,
    verified: false,
    sumsub_verified: null,
    sow_questionnaire_expires_at: null,
    two_factor_enabled: false,
    autoregistered: false,
    autologin_link: null,
    license_name: 'other',
    profession: null,
    ...overrides,
  };
}

/** A wallet of `amount` minor units, all of it cashable. */
export const makeAccount = (currency: string, amount: number, active = false): Account => ({
  currency,
  amount_cents: amount,
  available_to_cashout_cents: amount,
  available_to_bet_with_locked_cent: amount,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  active,
});

let pageContent: ReactNode = null;

/** The one page of the test router: the URL probe and what the test renders. */
function Page() {
  return (
    <>
      <LocationProbe />
      {pageContent}
    </>
  );
}

/** Shows the router's current URL, so tests can assert where a flow navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` on a page at `url` with the app's providers. The browser API client reads
 * `window.fetch` on every call, so stubbing it is all the faking there is.
 */
export function renderApp(ui: ReactNode, { url = '/', fetch }: { url?: string; fetch: FetchLike }) {
  vi.stubGlobal('fetch', fetch);
  pageContent = ui;
  const queryClient = makeQueryClient();
  const i18n = createI18n('en', messagesFor('en'));
  const Stub = createRoutesStub([{ path: '/*', Component: Page }]);
  const result = render(
    <I18nProvider translator={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Stub initialEntries={[url]} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, queryClient };
}

/**
 * A stand-in for the ALTCHA web component (jsdom runs no Web Workers): it "solves" its
 * challenge right after it is attached, as the real widget does with `auto="onload"`.
 */
export function defineFakeAltcha(payload = 'captcha-token') {
  if (customElements.get('altcha-widget')) return;
  customElements.define(
    'altcha-widget',
    class extends HTMLElement {
      connectedCallback() {
        setTimeout(() => {
          this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
        }, 0);
      }
      getState() {
        return 'verified';
      }
      reset() {}
      async verify() {
        this.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
      }
    },
  );
}

/** The text a control's aria-describedby points at (hint and error), as a screen reader reads it. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');
}
