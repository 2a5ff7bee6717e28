import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '~/shared/ui/testing.tsx';
import { makeBanner } from '../testing.ts';
import { BannerSlider } from './banner-slider.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const banners = [
  makeBanner({
    id: 'a',
    title: { text: 'Welcome up to {{bonus}}' },
    variables: { bonus: { EUR: 150_000, CAD: 200_000 } },
    secondButton: {
      name: 'Terms',
      popup: { title: 'Welcome pack', secondTitle: 'Rules', desc: 'Wager {{bonus}} x35' },
    },
  }),
  makeBanner({ id: 'b', title: { text: 'Weekend race' }, button: { name: 'Race', url: '/tournaments' } }),
  makeBanner({ id: 'c', title: { text: 'Monthly lottery' } }),
];
const context = { currency: 'CAD', locale: 'en' };

function renderSlider() {
  return renderApp(<BannerSlider banners={banners} context={context} />, { fetch: fakeApi({}).fetch });
}

const slide = (name: string) => screen.getByRole('group', { name });
const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((el) => el.getAttribute('aria-hidden') !== 'true')
    .map((el) => el.getAttribute('aria-label'));

describe('BannerSlider', () => {
  it('is a labelled carousel of "n of m" slides with the first one shown', () => {
    renderSlider();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(slide('1 of 3').getAttribute('aria-roledescription')).toBe('slide');
    expect(shown()).toEqual(['1 of 3']);
    // Every slide is in the page (server-rendered); the hidden ones cannot be reached.
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('group', { hidden: true })[1]!.hasAttribute('inert')).toBe(true);
  });

  it("fills the texts' variables with the player's currency", () => {
    renderSlider();
    expect(within(slide('1 of 3')).getByRole('heading', { name: 'Welcome up to CA$2,000' })).toBeTruthy();
  });

  it('moves with next, previous (wrapping) and the dots', () => {
    renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toEqual(['3 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(shown()).toEqual(['2 of 3']);
    expect(screen.getByRole('button', { name: 'Show slide 2 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('advances every 10 s on its own', () => {
    vi.useFakeTimers();
    renderSlider();
    act(() => vi.advanceTimersByTime(9_999));
    expect(shown()).toEqual(['1 of 3']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['2 of 3']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['3 of 3']);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['1 of 3']);
  });

  it('pauses while hovered or focused, and stops with the pause button', () => {
    vi.useFakeTimers();
    renderSlider();
    const carousel = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toEqual(['1 of 3']);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['2 of 3']);

    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.blur(screen.getByRole('button', { name: 'Next slide' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toEqual(['2 of 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['3 of 3']);
  });

  it('never moves by itself with prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    renderSlider();
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toEqual(['1 of 3']);
    const pause = screen.getByRole('button', { name: 'Pause the slide show' });
    expect(pause.className).toContain('invisible');
    expect((pause as HTMLButtonElement).disabled).toBe(true);
  });

  it("opens the second button's popup (loaded on demand) and closes it", async () => {
    renderSlider();
    fireEvent.click(within(slide('1 of 3')).getByRole('button', { name: 'Terms' }));
    const popup = await screen.findByRole('dialog', { name: 'Welcome pack' });
    expect(within(popup).getByText('Wager CA$2,000 x35')).toBeTruthy();
    fireEvent.click(within(popup).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links the main button in the page locale', () => {
    renderApp(<BannerSlider banners={banners} context={context} />, { url: '/de', fetch: fakeApi({}).fetch });
    const second = screen.getAllByRole('group', { hidden: true })[1]!;
    expect(within(second).getByRole('link', { name: 'Race', hidden: true }).getAttribute('href')).toBe(
      '/de/tournaments',
    );
  });

  it('has no controls for a single banner', () => {
    renderApp(<BannerSlider banners={[banners[1]!]} context={context} />, { fetch: fakeApi({}).fetch });
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(shown()).toEqual(['1 of 1']);
  });
});
