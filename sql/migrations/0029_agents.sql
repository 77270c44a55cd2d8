-- Issue 16, the agent back office: contracts between an agent and its upline,
-- the requests that make and end them, and the settlements that pay dividends
-- and salaries through the ledger.
--
-- The team of an agent is its downline tree on members.upline_id (0008): its
-- direct members and sub-agents, their members, and so on.

-- A contract an upline agent gives a downline agent (its holder); grantor_id
-- NULL is the operator's own grant to a top-level agent (panaloctl). Dividend and
-- daily-salary contracts have rate tiers and a period; the hourly salary has
-- tiers too, settled per hour; the real-time salary pays a win rate and a loss
-- rate on every single bet of at least single_bet_minor, every 5 minutes.
-- Rates are basis points (100 = 1%).
CREATE TABLE agent_contracts (
  id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  holder_id        bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  grantor_id       bigint      REFERENCES members (id) ON DELETE RESTRICT,
  kind             text        NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  period           text        NOT NULL CHECK (period IN ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly',
                                                          'realtime')),
  -- pending: offered, waiting for the holder's Accept or Reject.
  status           text        NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'active', 'rejected', 'terminated')),
  win_rate_bp      integer     CHECK (win_rate_bp BETWEEN 0 AND 10000),
  loss_rate_bp     integer     CHECK (loss_rate_bp BETWEEN 0 AND 10000),
  single_bet_minor bigint      CHECK (single_bet_minor >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  accepted_at      timestamptz,
  ended_at         timestamptz,
  end_reason       text        CHECK (end_reason IN ('rejected', 'terminated', 'replaced', 'undercut')),
  CHECK (holder_id <> grantor_id),
  CHECK ((kind = 'realtime') = (period = 'realtime')),
  CHECK ((kind = 'hourly') = (period = 'hourly')),
  CHECK ((kind = 'realtime') = (win_rate_bp IS NOT NULL AND loss_rate_bp IS NOT NULL AND single_bet_minor IS NOT NULL)),
  CHECK ((status = 'active') = (accepted_at IS NOT NULL AND ended_at IS NULL)),
  CHECK ((status IN ('rejected', 'terminated')) = (ended_at IS NOT NULL))
);
-- One contract of a kind in force per holder, and at most one offer waiting
-- (accepting it replaces the one in force).
CREATE UNIQUE INDEX agent_contracts_active_key ON agent_contracts (holder_id, kind) WHERE status = 'active';
CREATE UNIQUE INDEX agent_contracts_pending_key ON agent_contracts (holder_id, kind) WHERE status = 'pending';
CREATE INDEX agent_contracts_grantor_idx ON agent_contracts (grantor_id, id DESC);
CREATE INDEX agent_contracts_holder_idx ON agent_contracts (holder_id, id DESC);

-- The rate tiers of a dividend, daily or hourly contract: the highest rate
-- whose minimums the holder's whole team meets in the period applies.
CREATE TABLE agent_contract_tiers (
  contract_id            bigint  NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  tier                   integer NOT NULL CHECK (tier BETWEEN 1 AND 10),
  rate_bp                integer NOT NULL CHECK (rate_bp BETWEEN 1 AND 10000),
  min_active_members     integer NOT NULL DEFAULT 0 CHECK (min_active_members >= 0),
  min_valid_bet_minor    bigint  NOT NULL DEFAULT 0 CHECK (min_valid_bet_minor >= 0),
  -- The team's profit and loss from the house's side (what the players lost).
  min_profit_loss_minor  bigint  NOT NULL DEFAULT 0,
  PRIMARY KEY (contract_id, tier)
);

-- A termination request on an active contract, from either party; the other
-- party accepts (the contract ends) or rejects it.
CREATE TABLE agent_contract_terminations (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id  bigint      NOT NULL REFERENCES agent_contracts (id) ON DELETE CASCADE,
  requested_by bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  status       text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected', 'void')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz,
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX agent_contract_terminations_open_key ON agent_contract_terminations (contract_id)
  WHERE status = 'pending';

-- One settlement per kind, period type and period: computed once (its lines
-- are written with it in one transaction, so a re-run reads them back instead
-- of computing again), then paid line by line.
CREATE TABLE agent_settlements (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text        NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
  period       text        NOT NULL,
  period_start timestamptz NOT NULL,
  period_end   timestamptz NOT NULL CHECK (period_end > period_start),
  computed_at  timestamptz NOT NULL DEFAULT now(),
  paid_at      timestamptz,
  UNIQUE (kind, period, period_start)
);

-- What one agent earns in one settlement. amount_minor 0 lines are kept (the
-- agent sees that the period was settled and why nothing was due). A due line
-- is paid through the ledger with the idempotency key of its agent and period;
-- the payment and paid_at commit together.
CREATE TABLE agent_commissions (
  id                 bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  settlement_id      bigint      NOT NULL REFERENCES agent_settlements (id),
  agent_id           bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  contract_id        bigint      NOT NULL REFERENCES agent_contracts (id),
  tier               integer,
  rate_bp            integer     NOT NULL DEFAULT 0,
  active_members     integer     NOT NULL DEFAULT 0,
  valid_bet_minor    bigint      NOT NULL DEFAULT 0,
  profit_loss_minor  bigint      NOT NULL DEFAULT 0,
  amount_minor       bigint      NOT NULL CHECK (amount_minor >= 0),
  journal_id         bigint      REFERENCES ledger_journals (id),
  paid_at            timestamptz,
  UNIQUE (settlement_id, agent_id),
  CHECK (amount_minor > 0 OR paid_at IS NULL)
);
CREATE INDEX agent_commissions_agent_idx ON agent_commissions (agent_id, id DESC);
CREATE INDEX agent_commissions_due_idx ON agent_commissions (settlement_id) WHERE paid_at IS NULL AND amount_minor > 0;

-- Settled bets are read by settlement time for a period.
CREATE INDEX bets_settled_at_idx ON bets (settled_at) WHERE status = 'settled';

-- Period bounds in the report time zone: daily, weekly (from Monday),
-- semimonthly (the 1st to the 15th, the 16th to the month's end), monthly;
-- hourly and the 5-minute real-time window in absolute time.
CREATE FUNCTION agent_period_start(period text, at timestamptz, tz text) RETURNS timestamptz
  LANGUAGE sql STABLE AS $$
  SELECT CASE period
    WHEN 'daily' THEN date_trunc('day', at AT TIME ZONE tz) AT TIME ZONE tz
    WHEN 'weekly' THEN date_trunc('week', at AT TIME ZONE tz) AT TIME ZONE tz
    WHEN 'semimonthly' THEN
      (date_trunc('month', at AT TIME ZONE tz)
       + CASE WHEN extract(day FROM at AT TIME ZONE tz) >= 16 THEN interval '15 days' ELSE interval '0' END)
      AT TIME ZONE tz
    WHEN 'monthly' THEN date_trunc('month', at AT TIME ZONE tz) AT TIME ZONE tz
    WHEN 'hourly' THEN date_trunc('hour', at)
    WHEN 'realtime' THEN to_timestamp(floor(extract(epoch FROM at) / 300) * 300)
  END $$;

CREATE FUNCTION agent_period_end(period text, start timestamptz, tz text) RETURNS timestamptz
  LANGUAGE sql STABLE AS $$
  SELECT CASE period
    WHEN 'daily' THEN ((start AT TIME ZONE tz) + interval '1 day') AT TIME ZONE tz
    WHEN 'weekly' THEN ((start AT TIME ZONE tz) + interval '7 days') AT TIME ZONE tz
    WHEN 'semimonthly' THEN
      CASE WHEN extract(day FROM start AT TIME ZONE tz) = 1
        THEN ((start AT TIME ZONE tz) + interval '15 days') AT TIME ZONE tz
        ELSE (date_trunc('month', start AT TIME ZONE tz) + interval '1 month') AT TIME ZONE tz
      END
    WHEN 'monthly' THEN ((start AT TIME ZONE tz) + interval '1 month') AT TIME ZONE tz
    WHEN 'hourly' THEN start + interval '1 hour'
    WHEN 'realtime' THEN start + interval '5 minutes'
  END $$;

-- Journal kinds 'dividend' and 'salary' (commission account -> agent main),
-- added to whatever list ledger_journals_kind_check holds (as 0026 does).
DO $$
DECLARE
  kinds text[];
BEGIN
  -- The constraint reads either kind IN ('a', 'b') or kind = ANY ('{a,b}'::text[]).
  SELECT array_agg(DISTINCT kind ORDER BY kind) INTO kinds FROM (
    SELECT unnest(string_to_array((regexp_matches(pg_get_constraintdef(c.oid), '''\{?([a-z_,]+)\}?''', 'g'))[1],
                                  ',')) AS kind
      FROM pg_constraint c
     WHERE c.conrelid = 'ledger_journals'::regclass AND c.conname = 'ledger_journals_kind_check'
    UNION SELECT 'dividend' UNION SELECT 'salary') listed;
  IF NOT kinds @> ARRAY['bonus', 'game_bet', 'points_conversion', 'reward_cash', 'transfer'] THEN
    RAISE EXCEPTION 'ledger_journals_kind_check could not be read back: %', kinds;
  END IF;
  ALTER TABLE ledger_journals DROP CONSTRAINT ledger_journals_kind_check;
  EXECUTE format('ALTER TABLE ledger_journals ADD CONSTRAINT ledger_journals_kind_check CHECK (kind = ANY (%L::text[]))',
                 kinds);
END $$;
