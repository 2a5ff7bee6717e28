import type { FeatureFlag } from '@orbit/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { FeatureFlagsPage } from './feature-flags-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const flag = (name: string, operator: boolean, session: boolean | null): FeatureFlag => ({
  name,
  operator,
  session,
  on: session ?? operator,
});

describe('the feature-flag page', () => {
  it('lists each flag with the operator’s value and switches one for this browser, then drops them all', async () => {
    let flags = [flag('ffc', false, null), flag('rocket-chance', true, null)];
    const api = fakeApi({
      'GET /api/dev/feature_flags': () => ({ body: { flags } }),
      'PUT /api/dev/feature_flags': (request) => {
        const change = (request.body as { flags: Record<string, boolean | null> }).flags;
        flags = flags.map((f) => (f.name in change ? flag(f.name, f.operator, change[f.name] ?? null) : f));
        return { body: { flags } };
      },
      'DELETE /api/dev/feature_flags': () => {
        flags = flags.map((f) => flag(f.name, f.operator, null));
        return { body: { flags } };
      },
      'GET /api/fe/config/manage-promotion-pages': () => ({ body: {} }),
    });
    renderApp(<FeatureFlagsPage />, { url: '/ffc', fetch: api.fetch });

    const row = await screen.findByTestId('flag-rocket-chance');
    expect(within(row).getByRole('cell', { name: 'On' })).toBeTruthy();
    const select = screen.getByLabelText('rocket-chance') as HTMLSelectElement;
    expect(select.value).toBe('default');
    expect(screen.getByRole('button', { name: 'Undo all my switches' })).toHaveProperty('disabled', true);

    fireEvent.change(select, { target: { value: 'off' } });
    await waitFor(() =>
      expect((screen.getByLabelText('rocket-chance') as HTMLSelectElement).value).toBe('off'),
    );
    expect(api.callsTo('PUT /api/dev/feature_flags').map((c) => c.body)).toEqual([
      { flags: { 'rocket-chance': false } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Undo all my switches' }));
    await waitFor(() =>
      expect((screen.getByLabelText('rocket-chance') as HTMLSelectElement).value).toBe('default'),
    );
    expect(api.callsTo('DELETE /api/dev/feature_flags')).toHaveLength(1);
  });
});
