-- Issue 17 items 6 and 7: lottery results (Vietnam regional lotteries and a few
-- South-East Asian ones) and PVP rooms.
--
-- A lottery draws on the weekdays of draw_days (bit 0 Monday .. bit 6 Sunday)
-- at each of draw_times, local time in time_zone. Its prize tiers and the count
-- and length of the numbers per tier follow its format (the API's
-- lottery_tiers.cpp: vn_north for the north, vn_standard for the central and
-- southern provinces, four_d for 4D games).
-- source 'house': the house provider draws it with a committed seed;
-- source 'operator': the official result is entered with panaloctl.
CREATE TABLE lotteries (
  code        text    PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,32}$'),
  name        text    NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  region      text    NOT NULL CHECK (region IN ('north', 'central', 'south', 'sea')),
  province    text    CHECK (length(province) BETWEEN 1 AND 80),
  format      text    NOT NULL CHECK (format IN ('vn_north', 'vn_standard', 'four_d')),
  source      text    NOT NULL CHECK (source IN ('house', 'operator')),
  draw_days   integer NOT NULL CHECK (draw_days BETWEEN 1 AND 127),
  draw_times  time[]  NOT NULL CHECK (cardinality(draw_times) BETWEEN 1 AND 48),
  time_zone   text    NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  enabled     boolean NOT NULL DEFAULT true
);

-- One draw of a lottery. A house draw is scheduled with seed_hash, the
-- SHA-256 of its seed, published before the draw (committed_at); the seed is
-- kept sealed under the master key until the draw, then revealed (seed).
CREATE TABLE lottery_draws (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lottery_code  text        NOT NULL REFERENCES lotteries (code) ON DELETE RESTRICT,
  scheduled_at  timestamptz NOT NULL,
  status        text        NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'drawn', 'void')),
  seed_hash     text        CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  seed_sealed   bytea,
  seed          text        CHECK (seed ~ '^[0-9a-f]{64}$'),
  committed_at  timestamptz NOT NULL DEFAULT now(),
  drawn_at      timestamptz,
  result_source text        CHECK (result_source IN ('house', 'operator')),
  entered_by    text        CHECK (length(entered_by) BETWEEN 1 AND 64),
  void_reason   text        CHECK (length(void_reason) BETWEEN 1 AND 200),
  UNIQUE (lottery_code, scheduled_at),
  CHECK ((seed_hash IS NULL) = (seed_sealed IS NULL)),
  CHECK (seed IS NULL OR (seed_hash IS NOT NULL AND status = 'drawn' AND result_source = 'house')),
  CHECK ((status = 'drawn') = (drawn_at IS NOT NULL AND result_source IS NOT NULL)),
  CHECK ((status = 'void') = (void_reason IS NOT NULL))
);
CREATE INDEX lottery_draws_latest_idx ON lottery_draws (lottery_code, scheduled_at DESC);
CREATE INDEX lottery_draws_due_idx ON lottery_draws (scheduled_at) WHERE status = 'scheduled';

-- The opened numbers of a drawn draw: position 1..count within each tier.
CREATE TABLE lottery_draw_numbers (
  draw_id  bigint  NOT NULL REFERENCES lottery_draws (id) ON DELETE CASCADE,
  tier     text    NOT NULL CHECK (tier IN ('special', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth',
                                            'seventh', 'eighth', 'starter', 'consolation')),
  position integer NOT NULL CHECK (position BETWEEN 1 AND 20),
  number   text    NOT NULL CHECK (number ~ '^[0-9]{2,6}$'),
  PRIMARY KEY (draw_id, tier, position)
);

-- A correction replaces an entered result; what it replaced is kept here.
CREATE TABLE lottery_result_corrections (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  draw_id      bigint      NOT NULL REFERENCES lottery_draws (id) ON DELETE RESTRICT,
  previous     jsonb       NOT NULL,
  replacement  jsonb       NOT NULL,
  reason       text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  corrected_by text        NOT NULL CHECK (length(corrected_by) BETWEEN 1 AND 64),
  corrected_at timestamptz NOT NULL DEFAULT now()
);

-- Vietnam: the north draws every day at 18:15, the central provinces at 17:15
-- and the southern ones at 16:15 (Asia/Ho_Chi_Minh), each province on its
-- weekdays. Bits: 1 Mon, 2 Tue, 4 Wed, 8 Thu, 16 Fri, 32 Sat, 64 Sun.
INSERT INTO lotteries (code, name, region, province, format, source, draw_days, draw_times, time_zone, sort_order)
VALUES
  ('VN_MB', 'Xổ số Miền Bắc', 'north', 'Hà Nội', 'vn_north', 'operator', 127, '{18:15}', 'Asia/Ho_Chi_Minh', 10),
  ('VN_MT_TTH', 'Thừa Thiên Huế', 'central', 'Thừa Thiên Huế', 'vn_standard', 'operator', 65, '{17:15}',
   'Asia/Ho_Chi_Minh', 20),
  ('VN_MT_DLK', 'Đắk Lắk', 'central', 'Đắk Lắk', 'vn_standard', 'operator', 2, '{17:15}', 'Asia/Ho_Chi_Minh', 21),
  ('VN_MT_DNG', 'Đà Nẵng', 'central', 'Đà Nẵng', 'vn_standard', 'operator', 36, '{17:15}', 'Asia/Ho_Chi_Minh', 22),
  ('VN_MT_KHA', 'Khánh Hòa', 'central', 'Khánh Hòa', 'vn_standard', 'operator', 68, '{17:15}', 'Asia/Ho_Chi_Minh', 23),
  ('VN_MN_HCM', 'TP. Hồ Chí Minh', 'south', 'TP. Hồ Chí Minh', 'vn_standard', 'operator', 33, '{16:15}',
   'Asia/Ho_Chi_Minh', 30),
  ('VN_MN_DTH', 'Đồng Tháp', 'south', 'Đồng Tháp', 'vn_standard', 'operator', 1, '{16:15}', 'Asia/Ho_Chi_Minh', 31),
  ('VN_MN_BTR', 'Bến Tre', 'south', 'Bến Tre', 'vn_standard', 'operator', 2, '{16:15}', 'Asia/Ho_Chi_Minh', 32),
  ('VN_MN_CTO', 'Cần Thơ', 'south', 'Cần Thơ', 'vn_standard', 'operator', 4, '{16:15}', 'Asia/Ho_Chi_Minh', 33),
  ('VN_MN_AGI', 'An Giang', 'south', 'An Giang', 'vn_standard', 'operator', 8, '{16:15}', 'Asia/Ho_Chi_Minh', 34),
  -- The house's own draws in the Vietnamese formats, every three hours.
  ('PO_VN_MB_NHANH', 'Panalo Siêu Tốc Miền Bắc', 'north', NULL, 'vn_north', 'house', 127,
   '{00:00,03:00,06:00,09:00,12:00,15:00,18:00,21:00}', 'Asia/Ho_Chi_Minh', 15),
  ('PO_VN_MN_NHANH', 'Panalo Siêu Tốc Miền Nam', 'south', NULL, 'vn_standard', 'house', 127,
   '{01:30,04:30,07:30,10:30,13:30,16:30,19:30,22:30}', 'Asia/Ho_Chi_Minh', 35),
  -- South-East Asia: 4D games on Wednesday, Saturday and Sunday evenings.
  ('SG_4D', 'Singapore 4D', 'sea', 'Singapore', 'four_d', 'operator', 100, '{18:30}', 'Asia/Singapore', 40),
  ('MY_MAGNUM_4D', 'Magnum 4D', 'sea', 'Malaysia', 'four_d', 'operator', 100, '{19:00}', 'Asia/Kuala_Lumpur', 41),
  ('PO_4D_QUICK', 'Panalo 4D Quick', 'sea', NULL, 'four_d', 'house', 127,
   '{02:00,05:00,08:00,11:00,14:00,17:00,20:00,23:00}', 'Asia/Manila', 42);

-- PVP rooms (issue 17 item 6): tables of a PVP-lane game with a stake (minor
-- units) and a number of seats. A join takes a seat for as long as the launch
-- it makes is good (expires_at); leaving frees it at once, and an expired seat
-- no longer counts (housekeeping deletes it).
CREATE TABLE pvp_rooms (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id     bigint      NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  name        text        NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  stake_minor bigint      NOT NULL CHECK (stake_minor > 0),
  seats       integer     NOT NULL CHECK (seats BETWEEN 2 AND 10),
  status      text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_id, name)
);
CREATE INDEX pvp_rooms_stake_idx ON pvp_rooms (stake_minor, id);

CREATE TABLE pvp_seats (
  room_id    bigint      NOT NULL REFERENCES pvp_rooms (id) ON DELETE CASCADE,
  member_id  bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  taken_at   timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (room_id, member_id)
);
CREATE INDEX pvp_seats_expiry_idx ON pvp_seats (expires_at);
