import { describe, expect, it } from 'vitest';
import { applyToIds, applyToList, favouriteAction } from './favourite-update';

describe('favourite toggle update', () => {
  it('adds an absent id and removes a present one', () => {
    expect(favouriteAction([3, 5], 4)).toBe('add');
    expect(favouriteAction([3, 5], 5)).toBe('remove');
    expect(favouriteAction([], 1)).toBe('add');
  });

  it('puts an added id first, once', () => {
    expect(applyToIds([3, 5], 4, 'add')).toEqual([4, 3, 5]);
    // Adding what is already there changes nothing but its place.
    expect(applyToIds([3, 5], 5, 'add')).toEqual([5, 3]);
  });

  it('removes an id and leaves the input untouched (the rollback copy)', () => {
    const before = [3, 5, 8];
    expect(applyToIds(before, 5, 'remove')).toEqual([3, 8]);
    expect(before).toEqual([3, 5, 8]);
    expect(applyToIds(before, 9, 'remove')).toEqual([3, 5, 8]);
  });

  it('changes the favourite list the same way', () => {
    const a = { nodeId: 1, name: 'a' };
    const b = { nodeId: 2, name: 'b' };
    expect(applyToList([a], b, 'add')).toEqual([b, a]);
    expect(applyToList([b, a], b, 'remove')).toEqual([a]);
    expect(applyToList([a], a, 'add')).toEqual([a]);
  });
});
