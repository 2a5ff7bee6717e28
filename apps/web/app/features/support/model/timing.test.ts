import { describe, expect, it } from 'vitest';
import { SURVEY_AFTER_MS, SURVEY_DELAY_MS, surveyWaitMs, unreadOf } from './timing.ts';

describe('the survey widget waits (spec 2 §4, §9)', () => {
  it('5 minutes from the first page of the tab, then its 5 s delay', () => {
    expect(SURVEY_AFTER_MS).toBe(5 * 60_000);
    expect(surveyWaitMs(1_000, 1_000)).toBe(SURVEY_AFTER_MS + SURVEY_DELAY_MS);
    expect(surveyWaitMs(0, 60_000)).toBe(4 * 60_000 + SURVEY_DELAY_MS);
    expect(surveyWaitMs(0, 10 * 60_000)).toBe(SURVEY_DELAY_MS);
  });
});

describe('the unread bubble', () => {
  it("reads a support event's unread count, nothing from another shape", () => {
    expect(unreadOf({ message: { id: 1 }, unread_count: 2 })).toBe(2);
    expect(unreadOf({ unread_count: '2' })).toBeNull();
    expect(unreadOf(null)).toBeNull();
  });
});
