import { describe, expect, it } from 'vitest';
import { badgeText, DEFAULT_CENTER_CONFIG, hasNotificationCenter, isNotification } from './notifications.ts';

describe('the notification centre model', () => {
  it('caps the badge at 9+ and shows none for nothing unread', () => {
    expect([0, -1, 1, 9, 10, 250].map(badgeText)).toEqual(['', '', '1', '9', '9+', '9+']);
  });

  it('is for groups 21 and 916 by default, for everyone when configured', () => {
    expect(hasNotificationCenter(DEFAULT_CENTER_CONFIG, [21])).toBe(true);
    expect(hasNotificationCenter(DEFAULT_CENTER_CONFIG, [3, 916])).toBe(true);
    expect(hasNotificationCenter(DEFAULT_CENTER_CONFIG, [1, 257])).toBe(false);
    expect(hasNotificationCenter({ groups: [], everyone: true }, [])).toBe(true);
    expect(hasNotificationCenter({ groups: [4], everyone: false }, [21])).toBe(false);
  });

  it('reads a notification event by its shape', () => {
    expect(isNotification({ id: 1, title: 'A gift', text: 'Open it' })).toBe(true);
    expect(isNotification({ id: '1', title: 'A gift', text: 'Open it' })).toBe(false);
    expect(isNotification(null)).toBe(false);
  });
});
