import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials-of';

describe('initialsOf', () => {
  it('takes the first letter of up to two words', () => {
    expect(initialsOf('Bea Santos')).toBe('BS');
    expect(initialsOf('  ella  ')).toBe('E');
    expect(initialsOf('Ana Maria de Souza')).toBe('AM');
    expect(initialsOf('Ñino Ávila')).toBe('ÑÁ');
    expect(initialsOf('')).toBe('');
  });
});
