-- Missions, the mission leaderboard and VIP levels (issue 15 item 6).
--   * progress is never stored: it is computed from the rows the wallet domain
--     writes (bets, deposit_requests) and from mission_login_days below, so a
--     mission can never disagree with the betting record;
--   * a reward is paid once per member, mission and period: mission_claims and
--     vip_bonus_claims are UNIQUE on that, and the ledger journal (a bonus
--     grant, with its own idempotency claim) is the money;
--   * amounts are BIGINT minor units; texts are per language (EN, TY, PT) with
--     EN as the fallback the service reads when a language has none.

CREATE TABLE missions (
  id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code              text        NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  -- daily and weekly missions start again each local day / week (Monday) of
  -- wallet.report_time_zone; a one-off mission runs from starts_at to ends_at.
  period            text        NOT NULL CHECK (period IN ('daily', 'weekly', 'once')),
  goal_kind         text        NOT NULL CHECK (goal_kind IN ('valid_bet', 'bet_count', 'deposit', 'login_days')),
  -- valid_bet and bet_count may be kept to one game category; NULL: any.
  game_category     text        CHECK (game_category IS NULL OR game_category_ok(game_category)),
  -- Minor units for valid_bet and deposit, a count for bet_count and login_days.
  target            bigint      NOT NULL CHECK (target > 0),
  reward_kind       text        NOT NULL CHECK (reward_kind IN ('bonus', 'points')),
  -- Minor units of a bonus, or a number of points.
  reward_amount     bigint      NOT NULL CHECK (reward_amount > 0),
  -- A bonus's wagering requirement (times the bonus); NULL: the site default.
  turnover_multiple integer     CHECK (turnover_multiple BETWEEN 0 AND 1000),
  sort_order        integer     NOT NULL DEFAULT 0,
  enabled           boolean     NOT NULL DEFAULT true,
  starts_at         timestamptz,
  ends_at           timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (game_category IS NULL OR goal_kind IN ('valid_bet', 'bet_count')),
  CHECK (turnover_multiple IS NULL OR reward_kind = 'bonus'),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);

CREATE TABLE mission_texts (
  mission_id  bigint NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  language    text   NOT NULL CHECK (language IN ('EN', 'TY', 'PT')),
  title       text   NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  description text   NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  PRIMARY KEY (mission_id, language)
);

-- One row per member, mission and period (period_key: the local start date of
-- a daily or weekly period, 'once' for a one-off mission).
CREATE TABLE mission_claims (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mission_id      bigint      NOT NULL REFERENCES missions (id) ON DELETE RESTRICT,
  member_id       bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  period_key      text        NOT NULL CHECK (period_key = 'once' OR period_key ~ '^\d{4}-\d{2}-\d{2}$'),
  reward_kind     text        NOT NULL CHECK (reward_kind IN ('bonus', 'points')),
  reward_amount   bigint      NOT NULL CHECK (reward_amount > 0),
  -- The bonus journal; NULL for points (the points ledger holds those).
  journal_id      bigint      UNIQUE REFERENCES ledger_journals (id),
  idempotency_key text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (mission_id, member_id, period_key),
  CHECK ((reward_kind = 'bonus') = (journal_id IS NOT NULL))
);
CREATE INDEX mission_claims_member_idx ON mission_claims (member_id, created_at DESC);

-- The local days on which a member logged in (a login gate writes them), for
-- login_days missions: the sessions table forgets expired sessions.
CREATE TABLE mission_login_days (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  local_day date   NOT NULL,
  PRIMARY KEY (member_id, local_day)
);

-- VIP levels: a member holds the highest level whose thresholds (cumulative
-- settled valid bets AND approved deposits, all time) they meet, unless the
-- operator pinned a level (member_vip).
CREATE TABLE vip_levels (
  rank_level          smallint    PRIMARY KEY CHECK (rank_level BETWEEN 1 AND 99),
  min_valid_bet_minor bigint      NOT NULL CHECK (min_valid_bet_minor >= 0),
  min_deposit_minor   bigint      NOT NULL CHECK (min_deposit_minor >= 0),
  upgrade_bonus_minor bigint      NOT NULL DEFAULT 0 CHECK (upgrade_bonus_minor >= 0),
  weekly_bonus_minor  bigint      NOT NULL DEFAULT 0 CHECK (weekly_bonus_minor >= 0),
  monthly_bonus_minor bigint      NOT NULL DEFAULT 0 CHECK (monthly_bonus_minor >= 0),
  turnover_multiple   integer     CHECK (turnover_multiple BETWEEN 0 AND 1000),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vip_level_texts (
  rank_level smallint NOT NULL REFERENCES vip_levels (rank_level) ON DELETE CASCADE,
  language   text     NOT NULL CHECK (language IN ('EN', 'TY', 'PT')),
  label_name text     NOT NULL CHECK (length(label_name) BETWEEN 1 AND 40),
  benefits   text     NOT NULL DEFAULT '' CHECK (length(benefits) <= 500),
  PRIMARY KEY (rank_level, language)
);

-- A level the operator set for a member (panaloctl vip member set); without a
-- row the level follows the thresholds.
CREATE TABLE member_vip (
  member_id    bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  pinned_level smallint    NOT NULL CHECK (pinned_level BETWEEN 0 AND 99),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- VIP bonuses paid: an upgrade bonus once per level reached, a weekly or
-- monthly bonus once per local week or month (period_key: its start date).
CREATE TABLE vip_bonus_claims (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id       bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  kind            text        NOT NULL CHECK (kind IN ('upgrade', 'weekly', 'monthly')),
  rank_level      smallint    NOT NULL CHECK (rank_level BETWEEN 1 AND 99),
  period_key      text        NOT NULL CHECK (period_key = 'level' OR period_key ~ '^\d{4}-\d{2}-\d{2}$'),
  amount_minor    bigint      NOT NULL CHECK (amount_minor > 0),
  journal_id      bigint      NOT NULL UNIQUE REFERENCES ledger_journals (id),
  idempotency_key text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'upgrade') = (period_key = 'level'))
);
-- An upgrade bonus once per level; a weekly or monthly bonus once per period, whatever the level.
CREATE UNIQUE INDEX vip_bonus_claims_upgrade_key ON vip_bonus_claims (member_id, rank_level) WHERE kind = 'upgrade';
CREATE UNIQUE INDEX vip_bonus_claims_period_key ON vip_bonus_claims (member_id, kind, period_key) WHERE kind <> 'upgrade';

-- The VIP bonus page and label (spec section 2, "VIP bonus (only if the VIP flag is set)").
INSERT INTO feature_flags (code, enabled, description) VALUES
  ('VIP3', true, 'VIP levels, label and VIP bonus page');
