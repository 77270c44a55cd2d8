-- What the app shell needs before anything else: whether the site is open
-- (system status), which features are switched on, and which languages exist.
-- Every API instance reads these from here, so all instances answer alike.

CREATE TABLE site_status (
  singleton     boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  -- 0 normal, 1 maintenance, 2 region-restricted (spec section 2)
  system_status smallint NOT NULL DEFAULT 0 CHECK (system_status IN (0, 1, 2)),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_status (singleton) VALUES (true);

-- Operator settings as JSON values under dotted lower-case keys.
CREATE TABLE site_settings (
  key        text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_.]{0,63}$'),
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO site_settings (key, value) VALUES
  ('site.default_language', '"TY"'),
  ('site.customer_service_url', '""');

-- Feature flags named as in spec section 3 ("Login state").
CREATE TABLE feature_flags (
  code        text PRIMARY KEY CHECK (code ~ '^[A-Z][A-Z0-9_]{0,63}$'),
  enabled     boolean NOT NULL,
  description text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO feature_flags (code, enabled, description) VALUES
  ('MOBILENUMREG3',       false, 'Registration by mobile number'),
  ('REGMOBVERF3',         false, 'SMS code verification at registration'),
  ('MOBILENUMPASSREG3',   false, 'Password chosen at mobile registration'),
  ('FREEPLAY3',           true,  'Free play (trial) login'),
  ('PWDEXPFORCECHANGE3',  false, 'Expired passwords must be changed at login'),
  ('MOBILEVERCODELOGIN3', false, 'Login by mobile number and SMS code');

-- Languages the selector offers; the UI ships translations for some and falls
-- back to English for the rest. html_lang is the BCP 47 tag for <html lang>.
CREATE TABLE languages (
  code        text PRIMARY KEY CHECK (code ~ '^[A-Z]{2,3}$'),
  name        text NOT NULL,
  native_name text NOT NULL,
  html_lang   text NOT NULL,
  enabled     boolean NOT NULL DEFAULT true,
  sort_order  integer NOT NULL UNIQUE
);
INSERT INTO languages (code, name, native_name, html_lang, sort_order) VALUES
  ('TY', 'Tagalog', 'Tagalog', 'fil', 1),
  ('EN', 'English', 'English', 'en', 2),
  ('PT', 'Portuguese', 'Português', 'pt', 3),
  ('ES', 'Spanish', 'Español', 'es', 4),
  ('CN', 'Chinese (Simplified)', '简体中文', 'zh-CN', 5),
  ('TW', 'Chinese (Traditional)', '繁體中文', 'zh-TW', 6),
  ('JA', 'Japanese', '日本語', 'ja', 7),
  ('KO', 'Korean', '한국어', 'ko', 8),
  ('TH', 'Thai', 'ไทย', 'th', 9),
  ('VI', 'Vietnamese', 'Tiếng Việt', 'vi', 10),
  ('ID', 'Indonesian', 'Bahasa Indonesia', 'id', 11),
  ('MS', 'Malay', 'Bahasa Melayu', 'ms', 12),
  ('HI', 'Hindi', 'हिन्दी', 'hi', 13),
  ('BN', 'Bengali', 'বাংলা', 'bn', 14),
  ('TA', 'Tamil', 'தமிழ்', 'ta', 15),
  ('TE', 'Telugu', 'తెలుగు', 'te', 16),
  ('UR', 'Urdu', 'اردو', 'ur', 17),
  ('AR', 'Arabic', 'العربية', 'ar', 18),
  ('FA', 'Persian', 'فارسی', 'fa', 19),
  ('TR', 'Turkish', 'Türkçe', 'tr', 20),
  ('RU', 'Russian', 'Русский', 'ru', 21),
  ('UK', 'Ukrainian', 'Українська', 'uk', 22),
  ('PL', 'Polish', 'Polski', 'pl', 23),
  ('DE', 'German', 'Deutsch', 'de', 24),
  ('FR', 'French', 'Français', 'fr', 25),
  ('IT', 'Italian', 'Italiano', 'it', 26),
  ('NL', 'Dutch', 'Nederlands', 'nl', 27),
  ('SV', 'Swedish', 'Svenska', 'sv', 28),
  ('NB', 'Norwegian', 'Norsk bokmål', 'nb', 29),
  ('DA', 'Danish', 'Dansk', 'da', 30),
  ('FI', 'Finnish', 'Suomi', 'fi', 31),
  ('EL', 'Greek', 'Ελληνικά', 'el', 32),
  ('CS', 'Czech', 'Čeština', 'cs', 33),
  ('HU', 'Hungarian', 'Magyar', 'hu', 34),
  ('RO', 'Romanian', 'Română', 'ro', 35),
  ('BG', 'Bulgarian', 'Български', 'bg', 36),
  ('HE', 'Hebrew', 'עברית', 'he', 37),
  ('KM', 'Khmer', 'ខ្មែរ', 'km', 38),
  ('MY', 'Burmese', 'မြန်မာ', 'my', 39),
  ('LO', 'Lao', 'ລາວ', 'lo', 40);
