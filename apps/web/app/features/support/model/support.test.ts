import type { SupportMessage } from '@orbit/contract';
import { describe, expect, it } from 'vitest';
import { isGamePage, isSupportEvent, type SurveyMoment, surveyDue, withMessage } from './support.ts';

const message = (id: number): SupportMessage => ({
  id,
  author: 'agent',
  agent_name: 'Mia',
  body: `m${id}`,
  created_at: '2026-11-26T10:00:00.000Z',
});

describe('the conversation', () => {
  it('adds a live message once, in id order', () => {
    const list = [message(1), message(3)];
    expect(withMessage(list, message(2)).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(withMessage(list, message(3)).map((m) => m.id)).toEqual([1, 3]);
  });

  it('checks a support event by its shape', () => {
    expect(isSupportEvent({ message: message(1), unread_count: 1 })).toBe(true);
    expect(isSupportEvent({ message: {}, unread_count: 1 })).toBe(false);
    expect(isSupportEvent(null)).toBe(false);
  });
});

describe('the survey widget (spec 2 §4)', () => {
  const due: SurveyMoment = {
    signedIn: true,
    enabled: true,
    answered: false,
    dismissed: false,
    onGamePage: false,
    modalOpen: false,
  };

  it('shows only to a signed-in player, off game pages, with no modal, once', () => {
    expect(surveyDue(due)).toBe(true);
    for (const change of [
      { signedIn: false },
      { enabled: false },
      { answered: true },
      { dismissed: true },
      { onGamePage: true },
      { modalOpen: true },
    ]) {
      expect(surveyDue({ ...due, ...change }), JSON.stringify(change)).toBe(false);
    }
  });

  it('knows the game page', () => {
    expect(isGamePage('/play/orbit/dice')).toBe(true);
    expect(isGamePage('/pokies/all')).toBe(false);
  });
});
