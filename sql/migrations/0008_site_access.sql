-- Site access and site information (issue 5): who may reach the
-- site (operator block list, country rules through a GeoIP table, temporary
-- IP locks of 0005), the dialing-code country list, customer-service channels,
-- affiliate and referral codes, and the settings GET /wps/system/permission
-- serves. Everything here is read per request by every instance, so it lives
-- in PostgreSQL, never in one server's memory.

-- Operator's block list. expires_at NULL means permanent. The GiST index with
-- inet_ops serves "cidr >>= visitor" so the access check stays one index probe.
CREATE TABLE ip_blocks (
  cidr       cidr        PRIMARY KEY,
  reason     text        NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX ip_blocks_cidr_gist ON ip_blocks USING gist (cidr inet_ops);

-- Country rules, read with the setting access.country_mode:
--   deny_listed (default): countries with a 'deny' rule are blocked;
--   allow_listed_only: only countries with an 'allow' rule get in (visitors
--   whose country is unknown are blocked too: that is what "only" means).
CREATE TABLE country_rules (
  country_code text        PRIMARY KEY CHECK (country_code ~ '^[A-Z]{2}$'),
  action       text        NOT NULL CHECK (action IN ('deny', 'allow')),
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- IP ranges to countries (db-ip "country lite" CSV, imported by
-- `panaloctl geoip import`). Ranges do not overlap, so the range holding an
-- address is the one with the greatest start_ip <= address (btree, LIMIT 1).
-- inet sorts IPv4 before IPv6, so both families share the index.
CREATE TABLE geoip_ranges (
  start_ip     inet NOT NULL,
  end_ip       inet NOT NULL,
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  CHECK (family(start_ip) = family(end_ip) AND start_ip <= end_ip)
);
CREATE INDEX geoip_ranges_start_idx ON geoip_ranges (start_ip);

-- The dialing-code selector's countries (spec section 3, Country entry). Names
-- from ISO 3166-1 (Debian iso-codes, short common names where they exist),
-- codes from the ITU list. Numbering-plan members that share +1 other than the
-- US and Canada are left out; the operator can add rows.
CREATE TABLE countries (
  country_code text    PRIMARY KEY CHECK (country_code ~ '^[A-Z]{2}$'),
  dialing_code text    NOT NULL CHECK (dialing_code ~ '^[1-9][0-9]{0,3}$'),
  name         text    NOT NULL,
  enabled      boolean NOT NULL DEFAULT true,
  sort_order   integer NOT NULL DEFAULT 100
);
INSERT INTO countries (country_code, dialing_code, name, sort_order) VALUES
  ('AF', '93', 'Afghanistan', 100),
  ('AL', '355', 'Albania', 100),
  ('DZ', '213', 'Algeria', 100),
  ('AD', '376', 'Andorra', 100),
  ('AO', '244', 'Angola', 100),
  ('AR', '54', 'Argentina', 100),
  ('AM', '374', 'Armenia', 100),
  ('AW', '297', 'Aruba', 100),
  ('AU', '61', 'Australia', 100),
  ('AT', '43', 'Austria', 100),
  ('AZ', '994', 'Azerbaijan', 100),
  ('BH', '973', 'Bahrain', 100),
  ('BD', '880', 'Bangladesh', 100),
  ('BY', '375', 'Belarus', 100),
  ('BE', '32', 'Belgium', 100),
  ('BZ', '501', 'Belize', 100),
  ('BJ', '229', 'Benin', 100),
  ('BT', '975', 'Bhutan', 100),
  ('BO', '591', 'Bolivia', 100),
  ('BA', '387', 'Bosnia and Herzegovina', 100),
  ('BW', '267', 'Botswana', 100),
  ('BR', '55', 'Brazil', 100),
  ('BN', '673', 'Brunei', 100),
  ('BG', '359', 'Bulgaria', 100),
  ('BF', '226', 'Burkina Faso', 100),
  ('BI', '257', 'Burundi', 100),
  ('CV', '238', 'Cabo Verde', 100),
  ('KH', '855', 'Cambodia', 100),
  ('CM', '237', 'Cameroon', 100),
  ('CA', '1', 'Canada', 100),
  ('CF', '236', 'Central African Republic', 100),
  ('TD', '235', 'Chad', 100),
  ('CL', '56', 'Chile', 100),
  ('CN', '86', 'China', 100),
  ('CO', '57', 'Colombia', 100),
  ('KM', '269', 'Comoros', 100),
  ('CG', '242', 'Congo', 100),
  ('CD', '243', 'Congo (DR)', 100),
  ('CK', '682', 'Cook Islands', 100),
  ('CR', '506', 'Costa Rica', 100),
  ('HR', '385', 'Croatia', 100),
  ('CU', '53', 'Cuba', 100),
  ('CY', '357', 'Cyprus', 100),
  ('CZ', '420', 'Czechia', 100),
  ('CI', '225', 'Côte d''Ivoire', 100),
  ('DK', '45', 'Denmark', 100),
  ('DJ', '253', 'Djibouti', 100),
  ('EC', '593', 'Ecuador', 100),
  ('EG', '20', 'Egypt', 100),
  ('SV', '503', 'El Salvador', 100),
  ('GQ', '240', 'Equatorial Guinea', 100),
  ('ER', '291', 'Eritrea', 100),
  ('EE', '372', 'Estonia', 100),
  ('SZ', '268', 'Eswatini', 100),
  ('ET', '251', 'Ethiopia', 100),
  ('FO', '298', 'Faroe Islands', 100),
  ('FJ', '679', 'Fiji', 100),
  ('FI', '358', 'Finland', 100),
  ('FR', '33', 'France', 100),
  ('GF', '594', 'French Guiana', 100),
  ('PF', '689', 'French Polynesia', 100),
  ('GA', '241', 'Gabon', 100),
  ('GM', '220', 'Gambia', 100),
  ('GE', '995', 'Georgia', 100),
  ('DE', '49', 'Germany', 100),
  ('GH', '233', 'Ghana', 100),
  ('GI', '350', 'Gibraltar', 100),
  ('GR', '30', 'Greece', 100),
  ('GL', '299', 'Greenland', 100),
  ('GP', '590', 'Guadeloupe', 100),
  ('GT', '502', 'Guatemala', 100),
  ('GN', '224', 'Guinea', 100),
  ('GW', '245', 'Guinea-Bissau', 100),
  ('GY', '592', 'Guyana', 100),
  ('HT', '509', 'Haiti', 100),
  ('HN', '504', 'Honduras', 100),
  ('HK', '852', 'Hong Kong', 100),
  ('HU', '36', 'Hungary', 100),
  ('IS', '354', 'Iceland', 100),
  ('IN', '91', 'India', 100),
  ('ID', '62', 'Indonesia', 100),
  ('IR', '98', 'Iran', 100),
  ('IQ', '964', 'Iraq', 100),
  ('IE', '353', 'Ireland', 100),
  ('IL', '972', 'Israel', 100),
  ('IT', '39', 'Italy', 100),
  ('JP', '81', 'Japan', 100),
  ('JO', '962', 'Jordan', 100),
  ('KZ', '7', 'Kazakhstan', 100),
  ('KE', '254', 'Kenya', 100),
  ('KI', '686', 'Kiribati', 100),
  ('KW', '965', 'Kuwait', 100),
  ('KG', '996', 'Kyrgyzstan', 100),
  ('LA', '856', 'Laos', 100),
  ('LV', '371', 'Latvia', 100),
  ('LB', '961', 'Lebanon', 100),
  ('LS', '266', 'Lesotho', 100),
  ('LR', '231', 'Liberia', 100),
  ('LY', '218', 'Libya', 100),
  ('LI', '423', 'Liechtenstein', 100),
  ('LT', '370', 'Lithuania', 100),
  ('LU', '352', 'Luxembourg', 100),
  ('MO', '853', 'Macao', 100),
  ('MG', '261', 'Madagascar', 100),
  ('MW', '265', 'Malawi', 100),
  ('MY', '60', 'Malaysia', 100),
  ('MV', '960', 'Maldives', 100),
  ('ML', '223', 'Mali', 100),
  ('MT', '356', 'Malta', 100),
  ('MH', '692', 'Marshall Islands', 100),
  ('MQ', '596', 'Martinique', 100),
  ('MR', '222', 'Mauritania', 100),
  ('MU', '230', 'Mauritius', 100),
  ('MX', '52', 'Mexico', 100),
  ('FM', '691', 'Micronesia', 100),
  ('MD', '373', 'Moldova', 100),
  ('MC', '377', 'Monaco', 100),
  ('MN', '976', 'Mongolia', 100),
  ('ME', '382', 'Montenegro', 100),
  ('MA', '212', 'Morocco', 100),
  ('MZ', '258', 'Mozambique', 100),
  ('MM', '95', 'Myanmar', 100),
  ('NA', '264', 'Namibia', 100),
  ('NR', '674', 'Nauru', 100),
  ('NP', '977', 'Nepal', 100),
  ('NL', '31', 'Netherlands', 100),
  ('NC', '687', 'New Caledonia', 100),
  ('NZ', '64', 'New Zealand', 100),
  ('NI', '505', 'Nicaragua', 100),
  ('NE', '227', 'Niger', 100),
  ('NG', '234', 'Nigeria', 100),
  ('KP', '850', 'North Korea', 100),
  ('MK', '389', 'North Macedonia', 100),
  ('NO', '47', 'Norway', 100),
  ('OM', '968', 'Oman', 100),
  ('PK', '92', 'Pakistan', 100),
  ('PW', '680', 'Palau', 100),
  ('PS', '970', 'Palestine', 100),
  ('PA', '507', 'Panama', 100),
  ('PG', '675', 'Papua New Guinea', 100),
  ('PY', '595', 'Paraguay', 100),
  ('PE', '51', 'Peru', 100),
  ('PH', '63', 'Philippines', 1),
  ('PL', '48', 'Poland', 100),
  ('PT', '351', 'Portugal', 100),
  ('QA', '974', 'Qatar', 100),
  ('RO', '40', 'Romania', 100),
  ('RU', '7', 'Russia', 100),
  ('RW', '250', 'Rwanda', 100),
  ('RE', '262', 'Réunion', 100),
  ('WS', '685', 'Samoa', 100),
  ('SM', '378', 'San Marino', 100),
  ('ST', '239', 'Sao Tome and Principe', 100),
  ('SA', '966', 'Saudi Arabia', 100),
  ('SN', '221', 'Senegal', 100),
  ('RS', '381', 'Serbia', 100),
  ('SC', '248', 'Seychelles', 100),
  ('SL', '232', 'Sierra Leone', 100),
  ('SG', '65', 'Singapore', 100),
  ('SK', '421', 'Slovakia', 100),
  ('SI', '386', 'Slovenia', 100),
  ('SB', '677', 'Solomon Islands', 100),
  ('SO', '252', 'Somalia', 100),
  ('ZA', '27', 'South Africa', 100),
  ('KR', '82', 'South Korea', 100),
  ('SS', '211', 'South Sudan', 100),
  ('ES', '34', 'Spain', 100),
  ('LK', '94', 'Sri Lanka', 100),
  ('SD', '249', 'Sudan', 100),
  ('SR', '597', 'Suriname', 100),
  ('SE', '46', 'Sweden', 100),
  ('CH', '41', 'Switzerland', 100),
  ('SY', '963', 'Syria', 100),
  ('TW', '886', 'Taiwan', 100),
  ('TJ', '992', 'Tajikistan', 100),
  ('TZ', '255', 'Tanzania', 100),
  ('TH', '66', 'Thailand', 100),
  ('TL', '670', 'Timor-Leste', 100),
  ('TG', '228', 'Togo', 100),
  ('TO', '676', 'Tonga', 100),
  ('TN', '216', 'Tunisia', 100),
  ('TM', '993', 'Turkmenistan', 100),
  ('TV', '688', 'Tuvalu', 100),
  ('TR', '90', 'Türkiye', 100),
  ('UG', '256', 'Uganda', 100),
  ('UA', '380', 'Ukraine', 100),
  ('AE', '971', 'United Arab Emirates', 100),
  ('GB', '44', 'United Kingdom', 100),
  ('US', '1', 'United States', 100),
  ('UY', '598', 'Uruguay', 100),
  ('UZ', '998', 'Uzbekistan', 100),
  ('VU', '678', 'Vanuatu', 100),
  ('VE', '58', 'Venezuela', 100),
  ('VN', '84', 'Vietnam', 100),
  ('YE', '967', 'Yemen', 100),
  ('ZM', '260', 'Zambia', 100),
  ('ZW', '263', 'Zimbabwe', 100);

-- Customer-service links (spec section 3: csType, title, path) for the side
-- menu, the avatar menu and the maintenance and block pages.
CREATE TABLE customer_service_channels (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  cs_type    text        NOT NULL CHECK (cs_type ~ '^[a-z][a-z0-9_]{0,31}$'),
  title      text        NOT NULL CHECK (length(title) BETWEEN 1 AND 64),
  path       text        NOT NULL CHECK (length(path) BETWEEN 1 AND 512),
  sort_order integer     NOT NULL DEFAULT 100,
  enabled    boolean     NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Invitations. An agent's affiliate code makes the agent the new member's
-- upline; a member's own referral code makes that member the referrer.
ALTER TABLE members
  ADD COLUMN upline_id   bigint REFERENCES members (id) ON DELETE SET NULL,
  ADD COLUMN referrer_id bigint REFERENCES members (id) ON DELETE SET NULL,
  -- Volatile default: every row, old or new, gets its own code.
  ADD COLUMN referral_code text NOT NULL DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10)),
  -- Consolidated contract flags (spec section 3): which agent contracts apply.
  ADD COLUMN dailysalreqtype     smallint NOT NULL DEFAULT 0 CHECK (dailysalreqtype IN (0, 1)),
  ADD COLUMN divtypereq          smallint NOT NULL DEFAULT 0 CHECK (divtypereq IN (0, 1)),
  ADD COLUMN contracthoursalreqa smallint NOT NULL DEFAULT 0 CHECK (contracthoursalreqa IN (0, 1)),
  ADD COLUMN realtimesalreqtype  smallint NOT NULL DEFAULT 0 CHECK (realtimesalreqtype IN (0, 1));
CREATE UNIQUE INDEX members_referral_code_key ON members (lower(referral_code));

-- The same characters the registration form accepts for affiliateCode, so every
-- stored code can be typed into the form. A code may be bound to one domain.
CREATE TABLE affiliate_codes (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code       text        NOT NULL CHECK (code ~ '^[A-Za-z0-9]{1,32}$'),
  member_id  bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  domain     text        CHECK (domain ~ '^[a-z0-9.-]{1,253}$'),
  active     boolean     NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_codes_code_key ON affiliate_codes (lower(code));

-- Free-play (trial) logins per IP per fixed window, like login_failures.
CREATE TABLE freeplay_starts (
  ip           text        NOT NULL,
  window_start timestamptz NOT NULL,
  count        integer     NOT NULL DEFAULT 0,
  PRIMARY KEY (ip, window_start)
);

INSERT INTO site_settings (key, value) VALUES
  ('access.country_mode', '"deny_listed"'),
  ('site.default_country', '"PH"'),
  ('site.main_domain', '"localhost"'),
  ('site.domains', '["localhost"]'),
  ('site.resources', '{}'),
  ('site.whitelabel_menu', '[
     {"code": "home",       "title": "Home",       "path": "/",           "sort": 1},
     {"code": "sports",     "title": "Sports",     "path": "/sports",     "sort": 2},
     {"code": "live",       "title": "Live",       "path": "/live",       "sort": 3},
     {"code": "rng",        "title": "Slots",      "path": "/rng",        "sort": 4},
     {"code": "fish",       "title": "Fishing",    "path": "/fish",       "sort": 5},
     {"code": "lott",       "title": "Lottery",    "path": "/lott",       "sort": 6},
     {"code": "pvp",        "title": "Cards",      "path": "/pvp",        "sort": 7},
     {"code": "promotions", "title": "Promotions", "path": "/promotions", "sort": 8}
   ]'),
  ('site.analytics', '{"googleAnalyticsId": "", "facebookPixelId": ""}'),
  ('site.image_cdns', '[]'),
  ('site.launch_game_cdns', '[]')
ON CONFLICT (key) DO NOTHING;
