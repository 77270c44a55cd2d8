import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../lib/api/contract-types';
import { readBlockReason } from './block-reason';
import { safeLink } from './safe-link';

const status = (extra: Record<string, unknown>) =>
  ({ systemStatus: 2, ip: '127.0.0.1', customerServiceUrl: '', ...extra }) as SystemStatus;

describe('readBlockReason', () => {
  it('reads the reasons the server names', () => {
    expect(readBlockReason(status({ blockReason: 'ip' }))).toBe('ip');
    expect(readBlockReason(status({ blockReason: 'region' }))).toBe('region');
    expect(readBlockReason(status({ blockReason: 'ip_locked' }))).toBe('ip_locked');
  });

  it('falls back to no reason for anything else', () => {
    expect(readBlockReason(status({}))).toBe('');
    expect(readBlockReason(status({ blockReason: 'IP' }))).toBe('');
    expect(readBlockReason(status({ blockReason: 3 }))).toBe('');
  });
});

describe('safeLink', () => {
  it('keeps web, mail and phone links', () => {
    for (const href of [
      'https://t.me/panalo',
      'http://chat.example/x?y=1',
      'mailto:support@panalo.example',
      'tel:+63123',
    ]) {
      expect(safeLink(href)).toBe(href);
    }
  });

  it('drops script, data and relative links', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '/help', '', 'not a url']) {
      expect(safeLink(href)).toBeNull();
    }
  });
});
