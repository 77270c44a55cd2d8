// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyBootLanguage, resolveBootLanguage } from './boot-language';
import { createI18n, loadI18n } from './i18n-instance';

const supported = ['TY', 'EN', 'PT', 'VI'];

describe('boot language rule (spec section 9)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a supported stored choice', () => {
    expect(resolveBootLanguage('EN', supported, 'TY')).toEqual({ code: 'EN', resetToDefault: false });
    localStorage.setItem('hisLang', 'VI');
    localStorage.setItem('lang', 'VI');
    expect(applyBootLanguage(supported, 'TY')).toBe('VI');
    expect(localStorage.getItem('hisLang')).toBe('VI');
  });

  it('stores TY under hisLang and lang when nothing is stored', () => {
    expect(applyBootLanguage(supported, 'TY')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('TY');
    expect(localStorage.getItem('lang')).toBe('TY');
  });

  it('replaces an unsupported stored code with TY under both keys', () => {
    localStorage.setItem('hisLang', 'XX');
    localStorage.setItem('lang', 'XX');
    expect(applyBootLanguage(supported, 'TY')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('TY');
    expect(localStorage.getItem('lang')).toBe('TY');
  });

  it('is case-sensitive: codes are the server ids', () => {
    expect(resolveBootLanguage('en', supported, 'TY').resetToDefault).toBe(true);
  });
});

describe('i18n instance', () => {
  it('renders Tagalog for TY and English for a code without a bundle', async () => {
    const ty = createI18n('TY');
    expect(ty.t('header.login')).toBe('Mag-log in');
    const vi = await loadI18n('VI');
    expect(vi.t('header.login')).toBe('Log in');
  });

  it('loads the bundle of a lazy language before the first render', async () => {
    const pt = await loadI18n('PT');
    expect(pt.t('header.login')).toBe('Entrar');
    const en = await loadI18n('EN');
    expect(en.t('header.login')).toBe('Log in');
  });
});
