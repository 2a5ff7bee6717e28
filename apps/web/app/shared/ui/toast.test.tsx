import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '~/shared/i18n/catalogues.server.ts';
import { createI18n } from '~/shared/i18n/instance.ts';
import { I18nProvider } from '~/shared/i18n/react.tsx';
import { TOAST_LIFETIME_MS, type ToastInput, ToastProvider, useToast } from './toast.tsx';

function Trigger({ toast }: { toast: ToastInput }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      show
    </button>
  );
}

function setup(toast: ToastInput) {
  render(
    <I18nProvider translator={createI18n('en', messagesFor('en'))}>
      <ToastProvider>
        <Trigger toast={toast} />
      </ToastProvider>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'show' }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a translated message as a status and removes it after 10 s', () => {
    setup({ kind: 'success', message: 'shell.cookies.title' });
    expect(screen.getByRole('status').textContent).toContain('We use cookies');
    act(() => vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces errors and warnings as alerts; raw text is shown as is', () => {
    setup({ kind: 'error', message: 'Server said no', raw: true });
    expect(screen.getByRole('alert').textContent).toContain('Server said no');
  });

  it('keeps a sticky toast until it is dismissed', () => {
    setup({ kind: 'warning', message: 'shell.error.title', sticky: true });
    act(() => vi.advanceTimersByTime(TOAST_LIFETIME_MS * 5));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders an action link', () => {
    setup({
      kind: 'info',
      message: 'shell.error.title',
      action: { label: 'shell.account.deposit', href: '/profile' },
    });
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/profile');
  });

  it('does nothing outside a provider', () => {
    render(<Trigger toast={{ kind: 'info', message: 'x' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
