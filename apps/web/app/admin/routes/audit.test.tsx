import type { AuditPage } from '@orbit/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../testing.tsx';
import AdminAudit from './audit.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the audit log screen', () => {
  it('says so when no entry matches the filters, and asks the server with them', async () => {
    const empty: AuditPage = { entries: [], page: 1, per_page: 50, total_count: 0 };
    const api = renderAdminScreen(
      <AdminAudit />,
      { 'GET /api/operator/audit': () => ({ body: empty }) },
      { url: '/admin/audit?outcome=refused&sort=action', role: 'owner' },
    );
    expect((await screen.findByTestId('admin-table-empty')).textContent).toBe(
      'No entries match these filters.',
    );
    const asked = new URL(api.calls[0]?.url ?? '', 'http://orbit.test').searchParams;
    expect(asked.get('outcome')).toBe('refused');
    expect(asked.get('sort')).toBe('action');
  });
});
