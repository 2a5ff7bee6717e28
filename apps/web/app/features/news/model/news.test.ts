import type { CmsPageListItem } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { articleDate, articleSlugs, listPageOf, pageCount, slugsOfPage } from './news.ts';

const item = (path: string, categories = ['news'], children: CmsPageListItem[] = []): CmsPageListItem => ({
  id: path,
  path,
  title: path,
  categories,
  layout: 'default',
  children,
});

describe('the blog', () => {
  it('lists the CMS pages of category news under blog/, in the CMS order', () => {
    const pages = [
      item('blog', ['news-index'], [item('blog/b'), item('blog/not-news', ['page'])]),
      item('terms', ['bottom-menu']),
      item('blog/a'),
      item('elsewhere/c'),
      item('blog/x/y'),
    ];
    expect(articleSlugs(pages)).toEqual(['b', 'a']);
  });

  it('reads ?page= as a whole number from 1, anything else as no page', () => {
    expect(listPageOf(null)).toBe(1);
    expect(listPageOf('')).toBe(1);
    expect(listPageOf('2')).toBe(2);
    for (const raw of ['0', '-1', '1.5', 'abc', '1e3', '999999']) expect(listPageOf(raw), raw).toBeNull();
  });

  it('pages by three', () => {
    const slugs = ['a', 'b', 'c', 'd'];
    expect(pageCount(0)).toBe(1);
    expect(pageCount(4)).toBe(2);
    expect(slugsOfPage(slugs, 1)).toEqual(['a', 'b', 'c']);
    expect(slugsOfPage(slugs, 2)).toEqual(['d']);
  });

  it('dates an article by blocks.json, none when it is missing or malformed', () => {
    expect(articleDate({ blocks: { json: '{"date":"2026-11-20"}' } })).toBe('2026-11-20');
    expect(articleDate({ blocks: {} })).toBeNull();
    expect(articleDate({ blocks: { json: '{"date":"yesterday"}' } })).toBeNull();
    expect(articleDate({ blocks: { json: 'not json' } })).toBeNull();
  });
});
