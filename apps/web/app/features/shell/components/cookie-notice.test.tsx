import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../testing.tsx';
import { CookieNotice } from './cookie-notice-live.tsx';

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'orbit_cookie_notice=; Max-Age=0; Path=/';
});

describe('CookieNotice', () => {
  it('is a labelled region with a link to the policy', () => {
    renderShell(<CookieNotice dismissed={false} />);
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/cookie-policy');
  });

  it('hides on dismiss and remembers it in a cookie', () => {
    renderShell(<CookieNotice dismissed={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    expect(document.cookie).toContain('orbit_cookie_notice=1');
  });

  it('stays hidden once dismissed', () => {
    renderShell(<CookieNotice dismissed />);
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
  });
});
