import { describe, expect, it } from 'vitest';
import { executionOf, popupKindOf } from './popup-kind';

describe('popup list per user kind (spec sections 3 and 4)', () => {
  it('gives a visitor the anonymous list whatever a stale flag says', () => {
    expect(popupKindOf(false, null)).toBe('anonymous');
    expect(popupKindOf(false, 'firstLogin')).toBe('anonymous');
    expect(executionOf('anonymous')).toBe('B');
  });

  it('gives a first login the first-login list and any other member the member list', () => {
    expect(popupKindOf(true, 'firstLogin')).toBe('firstLogin');
    expect(executionOf('firstLogin')).toBe('F');
    expect(popupKindOf(true, 'member')).toBe('member');
    expect(popupKindOf(true, null)).toBe('member');
    expect(executionOf('member')).toBe('A');
  });
});
