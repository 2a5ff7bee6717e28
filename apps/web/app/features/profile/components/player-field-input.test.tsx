import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { PlayerFieldInput } from './player-field-input.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlayerFieldInput', () => {
  it("labels gender choices by the server's wire values (m, f) in the player's language", async () => {
    renderApp(
      <PlayerFieldInput
        name="gender"
        spec={{ field: 'gender', type: 'select', inclusion: { in: ['m', 'f'] } }}
        value="f"
        onChange={() => {}}
        error={null}
        readOnly={false}
        countries={[]}
      />,
      { fetch: fakeApi({}).fetch },
    );
    const select = (await screen.findByLabelText('Gender')) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual(
      expect.arrayContaining([
        ['m', 'Male'],
        ['f', 'Female'],
      ]),
    );
    expect(select.selectedOptions[0]?.text).toBe('Female');
  });
});
