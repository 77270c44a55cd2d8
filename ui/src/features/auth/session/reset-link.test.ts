import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { captureResetToken, takeResetToken } from './reset-link';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function place(hash: string, search = '', pathname = '/') {
  return { pathname, search, hash };
}

function fakeHistory() {
  return { state: { idx: 0 }, replaceState: vi.fn() };
}

describe('the e-mailed reset link (/#resetToken=...)', () => {
  it('takes the token out of the address, history entry included, and hands it over once', () => {
    const history = fakeHistory();
    expect(captureResetToken(place(`#resetToken=${TOKEN}`, '?lang=EN'), history)).toBe(TOKEN);
    expect(history.replaceState).toHaveBeenCalledTimes(1);
    const [state, , address] = history.replaceState.mock.calls[0] as [unknown, string, string];
    expect(state).toEqual({ idx: 0 });
    expect(address).toBe('/?lang=EN');
    expect(address).not.toContain(TOKEN);
    expect(takeResetToken()).toBe(TOKEN);
    expect(takeResetToken()).toBeNull();
  });

  it('keeps the rest of the fragment', () => {
    const history = fakeHistory();
    captureResetToken(place(`#tab=email&resetToken=${TOKEN}`), history);
    expect(history.replaceState.mock.calls[0]?.[2]).toBe('/#tab=email');
    takeResetToken();
  });

  it('drops a value that cannot be a token, but still clears it', () => {
    const history = fakeHistory();
    expect(captureResetToken(place('#resetToken=%3Cscript%3E'), history)).toBeNull();
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/');
    expect(takeResetToken()).toBeNull();
  });

  it('leaves addresses without a token alone, and no longer reads the old query form', () => {
    const history = fakeHistory();
    expect(captureResetToken(place('#about'), history)).toBeNull();
    expect(captureResetToken(place('', `?resetToken=${TOKEN}`), history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(takeResetToken()).toBeNull();
  });

  it("is done by the entry's first import, before any other module of the app runs", () => {
    const entry = fs.readFileSync(path.resolve(import.meta.dirname, '../../../main.tsx'), 'utf8');
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './features/auth/session/capture-reset-link';");
  });
});
