import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { providers } from '../testing.ts';
import { monogram, ProducersCarousel } from './producers-carousel.tsx';

afterEach(cleanup);

describe('ProducersCarousel', () => {
  it("links every producer to its page in the page's locale", async () => {
    renderApp(<ProducersCarousel />, {
      url: '/de/about',
      fetch: fakeApi({ 'GET /api/games/providers': () => ({ body: providers }) }).fetch,
    });
    expect((await screen.findByRole('link', { name: 'Nova Forge' })).getAttribute('href')).toBe(
      '/de/producers/nova-forge',
    );
    expect(screen.getByRole('link', { name: 'Orbit Originals' }).getAttribute('href')).toBe(
      '/de/producers/orbit-originals',
    );
    expect(screen.getByRole('heading', { name: 'Game providers' })).toBeTruthy();
  });

  it('badges a producer with its initials', () => {
    expect(monogram('Iron Lotus Studio')).toBe('IL');
    expect(monogram('saltwind')).toBe('S');
  });
});
