import { DOCUMENT_ACCEPT, type VerificationStatus } from '@orbit/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, type FakeReply, fakeApi, makePlayer, renderApp } from '~/shared/ui/testing.tsx';
import { VerificationPage } from './verification-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const status = (over: Partial<VerificationStatus> = {}): VerificationStatus => ({
  verified: false,
  kinds: [
    { kind: 'identity', state: 'rejected', required: true, rejection_reason: 'The photo is blurry.' },
    { kind: 'address', state: 'pending', required: true, rejection_reason: null },
    { kind: 'payment_method', state: 'missing', required: false, rejection_reason: null },
  ],
  documents: [
    {
      id: 12,
      kind: 'address',
      state: 'pending',
      rejection_reason: null,
      file_name: 'bill.pdf',
      content_type: 'application/pdf',
      size_bytes: 2048,
      created_at: '2026-11-20T10:00:00Z',
      reviewed_at: null,
    },
  ],
  sow_questionnaire_expires_at: null,
  upload: { max_bytes: 1024 * 1024, content_types: ['image/png'], pending_limit: 10 },
  ...over,
});

function setUp(state: VerificationStatus, routes: Record<string, () => FakeReply> = {}) {
  const api = fakeApi({
    'GET /api/player': () => ({ body: makePlayer() }),
    'GET /api/player/documents': () => ({ body: state }),
    ...routes,
  });
  renderApp(<VerificationPage />, { url: '/profile/verification', fetch: api.fetch });
  return api;
}

const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('verification page', () => {
  it('shows the state of each kind, a rejection’s reason, and the documents sent', async () => {
    setUp(status());
    expect((await screen.findByTestId('verification-state')).textContent).toContain('not verified yet');
    const identity = screen.getByTestId('verification-kind-identity');
    expect(identity.textContent).toContain('Rejected');
    expect(identity.textContent).toContain('Reason: The photo is blurry.');
    expect(screen.getByTestId('verification-kind-address').textContent).toContain('Under review');
    expect(screen.getByTestId('verification-kind-payment_method').textContent).toContain('Not sent');
    const document = screen.getByTestId('verification-document');
    expect(within(document).getByRole('link', { name: 'Download bill.pdf' }).getAttribute('href')).toBe(
      '/api/player/documents/12/file',
    );
    expect(within(document).getAllByRole('button', { name: 'Delete bill.pdf' })).toHaveLength(1);
    expect(screen.queryByTestId('verification-sow')).toBeNull();
  });

  it('checks the form before sending: the kind, and a file of the right size and type', async () => {
    const api = setUp(status());
    const form = await screen.findByTestId('verification-upload');
    const input = within(form).getByLabelText('File');
    expect(input.getAttribute('accept')).toBe(DOCUMENT_ACCEPT);
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(descriptionOf(within(form).getByLabelText('Document type'))).toBe('This field is required.');
    expect(descriptionOf(input)).toContain('This field is required.');
    fireEvent.change(within(form).getByLabelText('Document type'), { target: { value: 'identity' } });
    pick(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(descriptionOf(input)).toContain('this file is something else'));
    pick(input, new File([new Uint8Array(2 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(descriptionOf(input)).toContain('This file is too large.'));
    expect(api.callsTo('POST /api/player/documents')).toEqual([]);
  });

  it('sends the document as a form and shows the server’s field message when it refuses it', async () => {
    let answer: FakeReply = { status: 422, body: { errors: { file: ['verification.file_type'] } } };
    const api = setUp(status(), { 'POST /api/player/documents': () => answer });
    const form = await screen.findByTestId('verification-upload');
    const input = within(form).getByLabelText('File');
    fireEvent.change(within(form).getByLabelText('Document type'), { target: { value: 'identity' } });
    pick(input, new File(['not really'], 'id.png', { type: 'image/png' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(descriptionOf(input)).toContain('this file is something else'));
    expect(api.callsTo('POST /api/player/documents')).toHaveLength(1);

    answer = { status: 201, body: status().documents[0] };
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect((await within(form).findByRole('status')).textContent).toContain('Your document was sent.');
    expect(api.callsTo('GET /api/player/documents').length).toBeGreaterThan(1);
  });

  it('asks the questionnaire while it is due, with the occupation of a working player', async () => {
    const api = setUp(status({ sow_questionnaire_expires_at: '2026-12-24T10:00:00Z' }), {
      'POST /api/player/sow_questionnaire': () => ({
        body: { due: false, expires_at: null, submitted_at: '2026-12-01T10:00:00Z', answers: null },
      }),
    });
    const sow = await screen.findByTestId('verification-sow');
    expect(sow.textContent).toContain('by December 24, 2026');
    fireEvent.click(within(sow).getByRole('button', { name: 'Send answers' }));
    expect(descriptionOf(within(sow).getByLabelText('Employment status'))).toBe('This field is required.');
    fireEvent.change(within(sow).getByLabelText('Employment status'), { target: { value: 'employed' } });
    fireEvent.change(within(sow).getByLabelText('Occupation'), { target: { value: 'Nurse' } });
    fireEvent.change(within(sow).getByLabelText('Annual income'), { target: { value: '25k_50k' } });
    fireEvent.click(within(sow).getByLabelText('Salary'));
    fireEvent.click(within(sow).getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(api.callsTo('POST /api/player/sow_questionnaire')).toHaveLength(1));
    expect(api.callsTo('POST /api/player/sow_questionnaire')[0]?.body).toEqual({
      employment_status: 'employed',
      occupation: 'Nurse',
      annual_income: '25k_50k',
      sources: ['salary'],
    });
  });
});
