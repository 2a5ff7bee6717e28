import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_CLOSE_MS, Modal } from './modal.tsx';

afterEach(cleanup);

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal
          title="Dialog"
          closeLabel="Close"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="First" />
          <button type="button">Last</button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that keeps focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Dialog' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The first focusable element gets focus; Tab cycles Close → First → Last → Close.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
  });

  it('closes on Escape after the 100 ms animation and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const started = performance.now();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(document.querySelector('[data-state="closing"]')).not.toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(performance.now() - started).toBeGreaterThanOrEqual(MODAL_CLOSE_MS - 5);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus comes back in the unmount's effect cleanup, which React may run just after the commit.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('without onClose it is blocking: no close button and Escape does nothing', async () => {
    const user = userEvent.setup();
    render(
      <Modal title="Blocking">
        <button type="button">Accept</button>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Blocking' })).toBeTruthy();
  });
});
