import { describe, expect, it } from 'vitest';
import { nextPageToLoad, parsePageParam, shouldLoadPage } from './pagination.ts';

const pagination = (current: number, total: number) => ({
  current_page: current,
  next_page: current < total ? current + 1 : null,
  prev_page: current > 1 ? current - 1 : null,
  total_pages: total,
  total_count: total * 40,
});

describe('which page of a game list to load', () => {
  it('never loads page 1 again once it is loaded', () => {
    expect(shouldLoadPage(1, [], undefined)).toBe(true);
    expect(shouldLoadPage(1, [1], 3)).toBe(false);
  });

  it('never loads a page beyond the last', () => {
    expect(shouldLoadPage(3, [1, 2], 3)).toBe(true);
    expect(shouldLoadPage(4, [1, 2, 3], 3)).toBe(false);
    expect(shouldLoadPage(0, [], 3)).toBe(false);
  });

  it('follows next_page until the last page', () => {
    expect(nextPageToLoad(pagination(1, 3), [1])).toBe(2);
    expect(nextPageToLoad(pagination(2, 3), [1, 2])).toBe(3);
    expect(nextPageToLoad(pagination(3, 3), [1, 2, 3])).toBeUndefined();
  });

  it('ignores a next_page that is already loaded or past total_pages', () => {
    expect(nextPageToLoad({ ...pagination(1, 3), next_page: 1 }, [1])).toBeUndefined();
    expect(nextPageToLoad({ ...pagination(3, 3), next_page: 4 }, [1, 2, 3])).toBeUndefined();
  });

  it('reads the page segment of /categories/x/:page', () => {
    expect(parsePageParam(undefined)).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    for (const bad of ['0', '-1', 'abc', '1.5', '01', '999999']) expect(parsePageParam(bad)).toBeNull();
  });
});
