-- Records (issue 13 item 6): the bets game play writes, the operator's rebate
-- rates, the members' rebate claims and bonus grants.
--   * bets move no money here: in transfer-wallet mode the stake and payout
--     live in the vendor's wallet; these rows are what the betting record,
--     profit and loss, the withdrawal turnover (valid_bet_minor, read by
--     withdrawal_repository.cpp) and rebates are computed from;
--   * amounts are BIGINT minor units; times timestamptz;
--   * a rebate is claimed at most once per member and period (UNIQUE), and a
--     bet counts toward at most one rebate (rebate_claim_id is set once).

-- The game categories of spec section 3.
CREATE FUNCTION game_category_ok(category text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT category IN ('ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT', 'BINGO')
$$;

CREATE TABLE rebate_claims (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id       bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  period_start    timestamptz NOT NULL,  -- the start of the claim's period (day, week or month)
  idempotency_key text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  valid_bet_minor bigint      NOT NULL CHECK (valid_bet_minor > 0),
  amount_minor    bigint      NOT NULL CHECK (amount_minor > 0),
  journal_id      bigint      NOT NULL UNIQUE REFERENCES ledger_journals (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, period_start),
  UNIQUE (member_id, idempotency_key)
);

CREATE TABLE bets (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id       bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  vendor_code     text        NOT NULL REFERENCES game_vendors (code),
  game_category   text        NOT NULL CHECK (game_category_ok(game_category)),
  game_code       text        NOT NULL CHECK (length(game_code) BETWEEN 1 AND 64),
  -- The vendor's own id of the wager: a retried write of the same bet is a conflict, not a second bet.
  vendor_bet_ref  text        NOT NULL CHECK (length(vendor_bet_ref) BETWEEN 1 AND 128),
  bet_minor       bigint      NOT NULL CHECK (bet_minor > 0),
  -- What counts toward turnover and rebates: decided at settlement (0 before).
  valid_bet_minor bigint      NOT NULL DEFAULT 0 CHECK (valid_bet_minor BETWEEN 0 AND bet_minor),
  payout_minor    bigint      CHECK (payout_minor >= 0),
  -- The member's win (+) or loss (-) once settled.
  win_loss_minor  bigint      GENERATED ALWAYS AS (payout_minor - bet_minor) STORED,
  status          text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled', 'cancelled')),
  placed_at       timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  rebate_claim_id bigint      REFERENCES rebate_claims (id),
  UNIQUE (vendor_code, vendor_bet_ref),
  CONSTRAINT bet_settlement_shape CHECK (
    (status = 'pending' AND payout_minor IS NULL AND settled_at IS NULL AND valid_bet_minor = 0)
    OR (status = 'settled' AND payout_minor IS NOT NULL AND settled_at IS NOT NULL)
    OR (status = 'cancelled' AND payout_minor IS NULL AND settled_at IS NOT NULL AND valid_bet_minor = 0)),
  CHECK (rebate_claim_id IS NULL OR status = 'settled')
);
CREATE INDEX bets_member_placed_idx ON bets (member_id, placed_at DESC, id DESC);
CREATE INDEX bets_unrebated_idx ON bets (member_id, id) WHERE status = 'settled' AND rebate_claim_id IS NULL;

-- Rebate rates set by the operator (panaloctl rebates rates ...): per game
-- category or per vendor, in basis points of the valid bet (100 = 1%). A
-- vendor's rate wins over its bet's category rate.
CREATE TABLE rebate_rates (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_category text        UNIQUE CHECK (game_category IS NULL OR game_category_ok(game_category)),
  vendor_code   text        UNIQUE REFERENCES game_vendors (code),
  rate_bp       integer     NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((game_category IS NULL) <> (vendor_code IS NULL))
);

-- Bonus credits: one row per bonus journal (bonus account -> member main),
-- with why it was given and the turnover multiple it carries, if any.
CREATE TABLE bonus_grants (
  id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id         bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  journal_id        bigint      NOT NULL UNIQUE REFERENCES ledger_journals (id),
  amount_minor      bigint      NOT NULL CHECK (amount_minor > 0),
  reason            text        NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  turnover_multiple integer     CHECK (turnover_multiple BETWEEN 0 AND 1000),
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bonus_grants_member_idx ON bonus_grants (member_id, id);
