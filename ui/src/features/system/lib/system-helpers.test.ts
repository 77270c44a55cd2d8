import { beforeAll, describe, expect, it } from 'vitest';
import type { SystemStatus } from '../../../lib/api/contract-types';
import { instantiateCore } from '../../../test/instantiate-core';
import { readBlockReason } from './block-reason';
import { linkCheckOf, type LinkCheck } from './safe-link';

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

// The call site's view of the shared rule (the full table is tests/vectors/text/links.json).
describe('safeLink through the core wasm module', () => {
  let safeLink: LinkCheck;
  beforeAll(async () => {
    safeLink = linkCheckOf(await instantiateCore());
  });

  it('keeps web, mail and phone links and paths on this site', () => {
    for (const href of [
      'https://t.me/panalo',
      'http://chat.example/x?y=1',
      'mailto:support@panalo.example',
      'tel:+63123',
      '/help',
    ]) {
      expect(safeLink(href)).toBe(href);
    }
  });

  it('drops script, data, relative and other-host links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      '',
      'not a url',
      '//evil.example',
      '/\\evil.example',
      ' /help',
    ]) {
      expect(safeLink(href)).toBeNull();
    }
  });

  it('drops a link holding a lone surrogate (TextEncoder makes it U+FFFD, which the rule refuses)', () => {
    expect(safeLink('/help\ud800')).toBeNull();
  });
});
