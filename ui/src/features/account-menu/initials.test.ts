import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('avatar initials', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Juan dela Cruz')).toBe('JD');
    expect(initialsOf('maria_santos')).toBe('MS');
  });

  it('takes the first two characters of a single word, upper-cased', () => {
    expect(initialsOf('player01')).toBe('PL');
    expect(initialsOf('x')).toBe('X');
  });

  it('keeps characters outside the BMP whole and falls back to ? for an empty name', () => {
    expect(initialsOf('😀smile')).toBe('😀S');
    expect(initialsOf('   ')).toBe('?');
  });
});
