-- Reward center and points mall (issue 15 item 4).
--   * points are a balance of their own, not money: every change is one row of
--     points_journal with a reason and a key unique per member, so a retried
--     grant, redeem or conversion counts once; the balance is the sum of the
--     rows, kept by the insert trigger in the same transaction, and can never
--     go below zero (CHECK); rows are append-only;
--   * the mall sells reward items (names per language) for points: cash credits
--     the wallet at once through the ledger, a bonus credits the wallet with a
--     turnover requirement, a physical item waits for the operator;
--   * converting points to money and cash rewards post wallet journals of the
--     kinds 'points_conversion' and 'reward_cash' (house -> member main).

-- Journal kinds for the wallet ledger, added to whatever list the constraint
-- holds when this runs (as 0019 and 0021 do), so kinds other migrations add
-- meanwhile survive and a later migration can extend the list the same way.
DO $$
DECLARE
  kinds text[];
BEGIN
  -- The constraint reads either kind IN ('a', 'b') or, after 0019, kind = ANY ('{a,b}'::text[]):
  -- every quoted word or brace list is taken apart.
  SELECT array_agg(DISTINCT kind ORDER BY kind) INTO kinds FROM (
    SELECT unnest(string_to_array((regexp_matches(pg_get_constraintdef(c.oid), '''\{?([a-z_,]+)\}?''', 'g'))[1],
                                  ',')) AS kind
      FROM pg_constraint c
     WHERE c.conrelid = 'ledger_journals'::regclass AND c.conname = 'ledger_journals_kind_check'
    UNION SELECT 'points_conversion' UNION SELECT 'reward_cash') listed;
  -- The kinds of 0014-0021 (transfer, bonus, game_bet, ...) must all still be there:
  -- a pattern that failed to read the old list would silently drop them.
  IF NOT kinds @> ARRAY['bonus', 'game_bet', 'game_win', 'rebate'] THEN
    RAISE EXCEPTION 'ledger_journals_kind_check could not be read back: %', kinds;
  END IF;
  ALTER TABLE ledger_journals DROP CONSTRAINT ledger_journals_kind_check;
  EXECUTE format('ALTER TABLE ledger_journals ADD CONSTRAINT ledger_journals_kind_check CHECK (kind = ANY (%L::text[]))',
                 kinds);
END $$;

-- One row per member who ever had points. `balance` is moved only by the
-- journal trigger; `earn_micro` carries the fraction of a point earned from
-- bets (millionths) to the next bet; `bets_scanned_to` is how far (settled_at,
-- microseconds since 1970) the bet scan has read; `seen_at` is when the member
-- last opened the reward center (redeem decisions after it are unread).
CREATE TABLE points_accounts (
  member_id       bigint      PRIMARY KEY REFERENCES members (id) ON DELETE RESTRICT,
  balance         bigint      NOT NULL DEFAULT 0 CHECK (balance >= 0),
  earn_micro      bigint      NOT NULL DEFAULT 0 CHECK (earn_micro BETWEEN 0 AND 999999),
  bets_scanned_to bigint,
  seen_at         timestamptz NOT NULL DEFAULT now(),
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE points_journal (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id     bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  amount        bigint      NOT NULL CHECK (amount <> 0),  -- + earned or returned, - spent
  balance_after bigint      NOT NULL,                      -- set by the trigger below
  reason        text        NOT NULL CHECK (reason IN ('bets', 'grant', 'redeem', 'redeem_return', 'convert')),
  unique_key    text        NOT NULL CHECK (length(unique_key) BETWEEN 1 AND 200),
  memo          text        NOT NULL DEFAULT '' CHECK (length(memo) <= 200),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, unique_key)
);
CREATE INDEX points_journal_member_idx ON points_journal (member_id, id DESC);

-- The balance moves with the row, in the same transaction; the account row is
-- made on first use and locked by the UPDATE until commit, so concurrent
-- changes of one member's points run one after the other.
CREATE FUNCTION points_apply_journal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO points_accounts (member_id) VALUES (NEW.member_id) ON CONFLICT (member_id) DO NOTHING;
  UPDATE points_accounts SET balance = balance + NEW.amount WHERE member_id = NEW.member_id
    RETURNING balance INTO NEW.balance_after;
  RETURN NEW;
END $$;
CREATE TRIGGER points_journal_apply BEFORE INSERT ON points_journal
  FOR EACH ROW EXECUTE FUNCTION points_apply_journal();

-- A balance changes only through a journal row (the trigger above runs one
-- level down, so its UPDATE has trigger depth 2; a direct UPDATE has depth 1).
CREATE FUNCTION points_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'points balances change only through points_journal' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER points_accounts_guard BEFORE UPDATE ON points_accounts
  FOR EACH ROW EXECUTE FUNCTION points_guard_balance();
CREATE TRIGGER points_journal_append_only BEFORE UPDATE OR DELETE ON points_journal
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER points_journal_no_truncate BEFORE TRUNCATE ON points_journal
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- Bets already turned into points (a bet counts once, whatever scan sees it).
CREATE TABLE points_bet_accruals (
  bet_id     bigint      PRIMARY KEY,
  member_id  bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  micro      bigint      NOT NULL CHECK (micro >= 0),  -- millionths of a point it earned
  created_at timestamptz NOT NULL DEFAULT now()
);

-- How much valid bet earns one point, per game category ('*': any other).
CREATE TABLE points_earn_rates (
  game_category   text   PRIMARY KEY CHECK (game_category = '*' OR game_category_ok(game_category)),
  minor_per_point bigint NOT NULL CHECK (minor_per_point BETWEEN 1 AND 100000000000)
);
INSERT INTO points_earn_rates VALUES ('*', 10000);  -- 1 point per 100.00 wagered

-- The mall's conversion: `points_step` points are worth `minor_per_step`
-- (100 points = 1.00 by default); at least `min_convert` points at a time and
-- at most `daily_limit` a day (days in `time_zone`); the mall may be closed.
CREATE TABLE points_mall_config (
  singleton      boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  points_step    bigint  NOT NULL DEFAULT 100 CHECK (points_step BETWEEN 1 AND 1000000000),
  minor_per_step bigint  NOT NULL DEFAULT 100 CHECK (minor_per_step BETWEEN 1 AND 1000000000),
  min_convert    bigint  NOT NULL DEFAULT 100 CHECK (min_convert BETWEEN 1 AND 1000000000000),
  daily_limit    bigint  NOT NULL DEFAULT 100000 CHECK (daily_limit BETWEEN 1 AND 1000000000000),
  time_zone      text    NOT NULL DEFAULT 'Asia/Manila' CHECK (length(time_zone) BETWEEN 1 AND 64),
  convert_open   boolean NOT NULL DEFAULT true,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  CHECK (min_convert <= daily_limit)
);
INSERT INTO points_mall_config (singleton) VALUES (true);

CREATE TABLE reward_items (
  id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind              text        NOT NULL CHECK (kind IN ('cash', 'bonus', 'physical')),
  points_cost       bigint      NOT NULL CHECK (points_cost BETWEEN 1 AND 1000000000000),
  amount_minor      bigint      CHECK (amount_minor BETWEEN 1 AND 100000000000),  -- cash and bonus
  turnover_multiple integer     CHECK (turnover_multiple BETWEEN 0 AND 1000),    -- bonus only
  stock             integer     CHECK (stock >= 0),                              -- NULL: unlimited
  image_url         text        NOT NULL DEFAULT '' CHECK (length(image_url) <= 500),
  sort_order        integer     NOT NULL DEFAULT 0,
  enabled           boolean     NOT NULL DEFAULT true,
  -- Items the demo loads carry a code, so loading it twice adds nothing.
  demo_code         text        UNIQUE,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'physical') = (amount_minor IS NULL)),
  CHECK (turnover_multiple IS NULL OR kind = 'bonus')
);

-- Names per language; a language without a row shows the EN one.
CREATE TABLE reward_item_texts (
  item_id     bigint NOT NULL REFERENCES reward_items (id) ON DELETE CASCADE,
  language    text   NOT NULL REFERENCES languages (code),
  name        text   NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description text   NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  PRIMARY KEY (item_id, language)
);

-- A member's redeem. Physical items stay in_process until the operator
-- approves or rejects (a rejection returns the points); cash and bonus
-- items are approved once their money is credited. `seen` is false for a
-- decision the member has not yet looked at (the reward center's unread badge).
CREATE TABLE reward_redemptions (
  id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id         bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  item_id           bigint      NOT NULL REFERENCES reward_items (id) ON DELETE RESTRICT,
  kind              text        NOT NULL CHECK (kind IN ('cash', 'bonus', 'physical')),
  quantity          integer     NOT NULL CHECK (quantity BETWEEN 1 AND 10),
  points            bigint      NOT NULL CHECK (points > 0),
  amount_minor      bigint      CHECK (amount_minor > 0),
  address           text        NOT NULL DEFAULT '' CHECK (length(address) <= 300),
  status            text        NOT NULL DEFAULT 'in_process' CHECK (status IN ('in_process', 'approved', 'rejected')),
  note              text        NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  wallet_journal_id bigint,
  idempotency_key   text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  fingerprint       text        NOT NULL,
  seen              boolean     NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now(),
  decided_at        timestamptz,
  UNIQUE (member_id, idempotency_key),
  CHECK ((status = 'in_process') = (decided_at IS NULL))
);
CREATE INDEX reward_redemptions_member_idx ON reward_redemptions (member_id, id DESC);
CREATE INDEX reward_redemptions_open_idx ON reward_redemptions (id) WHERE status = 'in_process';
CREATE INDEX reward_redemptions_unseen_idx ON reward_redemptions (member_id) WHERE NOT seen;

CREATE TABLE points_conversions (
  id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id         bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  points            bigint      NOT NULL CHECK (points > 0),
  amount_minor      bigint      NOT NULL CHECK (amount_minor > 0),
  wallet_journal_id bigint      NOT NULL,
  idempotency_key   text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX points_conversions_member_idx ON points_conversions (member_id, created_at);
