import { describe, expect, it } from 'vitest';
import { roomAction } from './pvp-room-state';

describe('roomAction', () => {
  it('offers Join in an open room, nothing in a full or closed one, and playing again to a seated member', () => {
    expect(roomAction({ status: 'open', seated: false })).toBe('join');
    expect(roomAction({ status: 'full', seated: false })).toBe('full');
    expect(roomAction({ status: 'closed', seated: false })).toBe('closed');
    // A seated member of a room that filled up keeps their seat.
    expect(roomAction({ status: 'full', seated: true })).toBe('rejoin');
  });
});
