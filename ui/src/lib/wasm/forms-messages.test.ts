import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../locales/en';
import { pt } from '../../locales/pt';
import { ty } from '../../locales/ty';
import { FORM_MESSAGE_PARAMS } from './forms-messages';

// messages.hpp is the wire contract; every key it lists must be known here and
// translated in every bundle, with a placeholder for each parameter.
const header = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../../shared/include/panalo/validation/messages.hpp'),
  'utf8',
);
const headerKeys = Array.from(
  header.matchAll(/inline constexpr std::string_view k\w+ = "([a-z_]+)";/g),
  (m) => m[1]!,
).sort();

describe('validation message keys', () => {
  it('match messages.hpp', () => {
    expect(headerKeys.length).toBeGreaterThanOrEqual(26);
    expect(Object.keys(FORM_MESSAGE_PARAMS).sort()).toEqual(headerKeys);
  });

  for (const [language, bundle] of [
    ['EN', en],
    ['TY', ty],
    ['PT', pt],
  ] as const) {
    it(`are all translated in ${language} with their parameters`, () => {
      const messages = bundle.validation.messages as Record<string, string>;
      expect(Object.keys(messages).sort()).toEqual(headerKeys);
      for (const [key, names] of Object.entries(FORM_MESSAGE_PARAMS)) {
        for (const name of names) expect(messages[key], `${language} ${key}`).toContain(`{{${name}}}`);
      }
    });
  }

  it('Tagalog is not English left in place', () => {
    const same = Object.keys(en.validation.messages).filter(
      (key) =>
        (en.validation.messages as Record<string, string>)[key] ===
        (ty.validation.messages as Record<string, string>)[key],
    );
    expect(same).toEqual([]);
  });
});
