// Seeded random requests for the native-vs-wasm differential test: every form of
// form_json.hpp (plus unknown ones), values mixing scripts, emoji, right-to-left
// text, NUL, line terminators, lone surrogates, invalid UTF-8 ({"hex"}), long
// strings and wrong types, and random settings with random patterns. The goal is
// reach, not realism: both builds must give the same bytes for all of it.

/** mulberry32: small, fast, and the same sequence on every machine for a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const int = (rnd: Random, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const chance = (rnd: Random, p: number) => rnd() < p;

const FORMS = [
  'login.username',
  'login.sms',
  'registration.username',
  'registration.mobile',
  'agent.downline',
  'forgotPassword.email',
  'forgotPassword.phone',
  'changePassword',
  'smsCode',
  'activityApplication',
  'feedback',
] as const;

const TEXT_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'captcha',
  'email',
  'oldPassword',
  'nickname',
  'newPassword',
  'confirmNewPassword',
  'countryDialingCode',
  'remark',
  'content',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
];
const BOOLEAN_FIELDS = [
  'captchaShown',
  'botCheckRequired',
  'botCheckCompleted',
  'termsAccepted',
  'ageConfirmed',
  'oldPasswordKnown',
];
const RULE_FIELDS = [
  ...TEXT_FIELDS.slice(0, 5),
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
  'unknownField',
];
const KINDS = [
  'length_range',
  'letter_first_letters_digits',
  'digits_only',
  'email',
  'letters_or_digits',
  'letters_and_digits',
  'has_uppercase',
  'upper_lower_digit_symbol',
  'no_spaces',
  'uppercase_only',
  'date_yyyy_mm_dd',
  'date_mm_dd_yyyy',
  'full_name',
  'phone_starting_with_9',
];

const TEXT_PIECES = [
  'a',
  'Z',
  'player',
  'Player01',
  '9',
  '0',
  '12345678',
  '9171234567',
  '+63',
  '-',
  '_',
  '.',
  '@',
  'user@example.com',
  'a.b@ex-ample.ph',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\0',
  '!',
  '#',
  '$',
  '%',
  '*',
  '\\',
  '"',
  "'",
  '/',
  '{',
  '}',
  '[',
  ']',
  'é',
  'Ñ',
  'ß',
  'ø',
  '×',
  '中文',
  '名字',
  'Δ',
  'Ω',
  'ж',
  '😀',
  '👍🏽',
  '👨‍👩‍👧',
  '🇵🇭',
  '\u{1F9FF}',
  'مرحبا',
  'שלום',
  '\u202e',
  '\u200f',
  '\u200d',
  '\ufeff',
  'password',
  'qwerty123',
  'iloveyou',
  'Juan Dela Cruz',
  'Maria Clara',
  '2024-02-29',
  '02-29-2023',
  '1999-12-31',
  '13-01-2000',
  "O'Brien",
  'Ana-Maria',
];

export function randomText(rnd: Random): string {
  const shape = rnd();
  if (shape < 0.08) return '';
  // A lone surrogate becomes a \u escape JSON cannot decode to UTF-8: invalid_request on both sides.
  if (shape < 0.085) return pick(rnd, ['\ud800', 'a\udfff', '\udbff\ud800']);
  if (shape < 0.12) return pick(rnd, ['x', '9', 'ab1', 'é']).repeat(int(rnd, 200, 3000));
  if (shape < 0.125) return pick(rnd, ['a', '7', '😀']).repeat(int(rnd, 20_000, 70_000));
  if (shape < 0.2) return String(int(rnd, 0, 10 ** int(rnd, 1, 12)));
  if (shape < 0.3) {
    // Random code points from the whole range, surrogates included (they become \u escapes).
    let out = '';
    for (let i = int(rnd, 1, 12); i > 0; i -= 1) out += String.fromCodePoint(int(rnd, 0, 0x10ffff));
    return out;
  }
  let out = '';
  for (let i = int(rnd, 1, 8); i > 0; i -= 1) out += pick(rnd, TEXT_PIECES);
  return out;
}

function randomHex(rnd: Random, maxBytes: number): string {
  const magic = pick(rnd, ['', '89504e470d0a1a0a', 'ffd8ff', 'c328', 'f09f98', 'eda080', 'c0af', 'f4908080', '00']);
  let out = magic;
  for (let i = int(rnd, 0, maxBytes); i > 0; i -= 1) out += int(rnd, 0, 255).toString(16).padStart(2, '0');
  return out;
}

// Values most forms accept, so that many requests pass or fail on one field only.
const PLAUSIBLE: Record<string, unknown> = {
  username: 'player01',
  password: 'Tr0ub4dor&3x!',
  confirmPassword: 'Tr0ub4dor&3x!',
  mobileNum: '9171234567',
  verificationCode: '123456',
  captcha: 'x7k2',
  email: 'juan@example.ph',
  oldPassword: 'old-secret-1',
  newPassword: 'N3w!passphrase',
  confirmNewPassword: 'N3w!passphrase',
  countryDialingCode: '+63',
  remark: 'Please review',
  content: 'one two three four',
  payeeName: 'Juan Cruz',
  qqNum: '12345',
  affiliateCode: 'AB12',
  termsAccepted: true,
  ageConfirmed: true,
  captchaShown: false,
  oldPasswordKnown: false,
};

function randomValue(rnd: Random): unknown {
  const shape = rnd();
  if (shape < 0.9) return randomText(rnd);
  if (shape < 0.97) return { hex: chance(rnd, 0.05) ? 'zz' : randomHex(rnd, 24) };
  if (shape < 0.985) return chance(rnd, 0.5);
  return pick(rnd, [null, [], {}, 1.5, { hex: 7 }, int(rnd, -5, 300)]);
}

const PATTERN_ATOMS = [
  'a',
  'b',
  'Z',
  '9',
  '.',
  '\\d',
  '\\w',
  '\\s',
  '\\D',
  '\\W',
  '\\S',
  '[a-z]',
  '[^0-9]',
  '[A-Za-z0-9_]',
  '[-a]',
  '\\.',
  '\\*',
  '\\u00e9',
  '\\x41',
  '\\u{1F600}',
  'é',
  '😀',
  '中',
  ' ',
  '\\n',
  '\\0',
  '(?:ab)',
  '(?<n>x)',
  ']',
  '}',
  '\\-',
  '\\/',
];
// Refused at load: each must give the same error on both sides.
const REFUSED_ATOMS = [
  '(?=a)',
  '(?!a)',
  '\\1',
  '\\k<n>',
  '(?i)',
  '\\b',
  '\\p{L}',
  '[]',
  '[^]',
  '[a&&b]',
  '{',
  '\\q',
  '[z-a]',
  '(',
  ')',
  '\\',
];
const QUANTIFIERS = ['', '', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?', '{2,5}?'];
const REFUSED_QUANTIFIERS = ['*+', '{1001}', '{3,1}', '**'];

export function randomPattern(rnd: Random, depth = 0): string {
  if (chance(rnd, 0.08))
    return pick(rnd, ['*', '', '.*', '^[a-zA-Z][a-zA-Z0-9]{5,15}$', '(a*)*b', '(a|aa)+$', '^9\\d{9}$']);
  let out = depth === 0 && chance(rnd, 0.3) ? '^' : '';
  for (let i = int(rnd, 1, 5); i > 0; i -= 1) {
    const atom =
      depth < 3 && chance(rnd, 0.2)
        ? `(${randomPattern(rnd, depth + 1)})`
        : pick(rnd, chance(rnd, 0.03) ? REFUSED_ATOMS : PATTERN_ATOMS);
    out += atom + pick(rnd, chance(rnd, 0.02) ? REFUSED_QUANTIFIERS : QUANTIFIERS);
    if (chance(rnd, 0.1)) out += '|';
  }
  return depth === 0 && chance(rnd, 0.3) ? `${out}$` : out;
}

function randomRule(rnd: Random): Record<string, unknown> {
  const rule: Record<string, unknown> = {};
  if (chance(rnd, 0.7)) rule.enabled = chance(rnd, 0.7);
  if (chance(rnd, 0.6)) rule.required = chance(rnd, 0.5);
  if (chance(rnd, 0.4)) rule.acceptedPattern = randomPattern(rnd);
  if (chance(rnd, 0.4)) rule.minLength = int(rnd, 0, 20);
  if (chance(rnd, 0.4)) rule.maxLength = int(rnd, 0, 70);
  if (chance(rnd, 0.35)) rule.kind = chance(rnd, 0.02) ? 'no_such_kind' : pick(rnd, KINDS);
  if (chance(rnd, 0.2)) rule.digits = int(rnd, 0, 14);
  if (chance(rnd, 0.005)) rule.minLength = pick(rnd, [-1, 'x', 1.5, 2_000_000]);
  return rule;
}

function randomSettings(rnd: Random): unknown {
  const shape = rnd();
  if (shape < 0.15) return undefined;
  if (shape < 0.18) return pick(rnd, [null, {}, {}, {}, [], 'x', 3]);
  const settings: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (let i = int(rnd, 0, 6); i > 0; i -= 1) fields[pick(rnd, RULE_FIELDS)] = randomRule(rnd);
  settings.fields = fields;
  if (chance(rnd, 0.5)) settings.smsVerification = chance(rnd, 0.5);
  if (chance(rnd, 0.5)) settings.mobilePassword = chance(rnd, 0.5);
  if (chance(rnd, 0.4)) settings.minimumAge = chance(rnd, 0.03) ? pick(rnd, [19, '18', 0]) : pick(rnd, [18, 21]);
  return settings;
}

function randomImages(rnd: Random): unknown {
  const images = [];
  for (let i = int(rnd, 0, 5); i > 0; i -= 1) {
    images.push({ headerHex: randomHex(rnd, 12), size: pick(rnd, [0, 1, 5242880, 5242881, int(rnd, 0, 9_000_000)]) });
  }
  return images;
}

/** One request line (JSON without raw newlines) for the driver and the wasm. */
export function randomFormRequest(rnd: Random): string {
  const form = chance(rnd, 0.02) ? pick(rnd, ['login', 'x', '']) : pick(rnd, FORMS);
  const values: Record<string, unknown> = chance(rnd, 0.4) ? { ...PLAUSIBLE } : {};
  for (let i = int(rnd, 0, chance(rnd, 0.5) ? 2 : 9); i > 0; i -= 1) values[pick(rnd, TEXT_FIELDS)] = randomValue(rnd);
  for (let i = int(rnd, 0, 3); i > 0; i -= 1)
    values[pick(rnd, BOOLEAN_FIELDS)] = chance(rnd, 0.97) ? chance(rnd, 0.5) : randomValue(rnd);
  if (form === 'activityApplication' && chance(rnd, 0.8)) values.images = randomImages(rnd);
  if (form === 'feedback') {
    values.minWords = int(rnd, 0, 10);
    values.maxWords = int(rnd, 0, 40);
  }
  const request: Record<string, unknown> = { form, values };
  const settings = randomSettings(rnd);
  if (settings !== undefined) request.settings = settings;
  if (chance(rnd, 0.01)) return pick(rnd, ['{', '[]', '""', '{"form":1}', '{"form":"login.sms","values":[]}']);
  return JSON.stringify(request);
}
