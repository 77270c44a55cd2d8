-- Mini game (issue 17 item 5): a daily spin of a weighted wheel, provably fair
-- like the house games, paying points or a bonus once per configured period.
--   * the operator's wheel: one configuration row and its segments;
--   * the member's seeds: the house games' model (0021) in a table of its own,
--     so spinning never moves a house-game nonce and rotating one reveals
--     nothing of the other;
--   * the spins: one per member and period (UNIQUE), one per member and
--     idempotency key, with everything needed to recompute the pick (the
--     weights at spin time) and the prize copied, so a later wheel change
--     alters no past spin. The prize is paid by the rewards points journal or
--     the wallet's bonus grant under a key derived from member and period.

CREATE TABLE minigame_config (
  id          smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  enabled     boolean     NOT NULL DEFAULT false,
  period      text        NOT NULL DEFAULT 'daily' CHECK (period IN ('daily', 'weekly')),
  time_zone   text        NOT NULL DEFAULT 'UTC' CHECK (length(time_zone) BETWEEN 1 AND 64),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO minigame_config DEFAULT VALUES;

-- The wheel clockwise from position 0; 2-12 segments (the service checks the count).
CREATE TABLE minigame_segments (
  position    smallint PRIMARY KEY CHECK (position BETWEEN 0 AND 11),
  weight      integer  NOT NULL CHECK (weight BETWEEN 1 AND 1000000),
  prize_kind  text     NOT NULL CHECK (prize_kind IN ('points', 'bonus', 'nothing')),
  -- points: whole points; bonus: minor units; nothing: 0.
  amount      bigint   NOT NULL CHECK ((prize_kind = 'nothing') = (amount = 0) AND amount BETWEEN 0 AND 100000000)
);

CREATE TABLE minigame_seeds (
  id                 bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id          bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  server_seed_sealed bytea       NOT NULL,  -- under the master key, bound to member and hash
  server_seed_hash   text        NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  server_seed        text        CHECK (server_seed ~ '^[0-9a-f]{64}$'),  -- only once revealed
  client_seed        text        NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  next_nonce         bigint      NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at         timestamptz NOT NULL DEFAULT now(),
  revealed_at        timestamptz,
  CHECK ((revealed_at IS NULL) = (server_seed IS NULL))
);
CREATE UNIQUE INDEX minigame_seeds_active_key ON minigame_seeds (member_id) WHERE revealed_at IS NULL;

CREATE TABLE minigame_spins (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id       bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  idempotency_key text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  -- 'daily:2026-12-06' or 'weekly:2026-11-30': the kind is part of the key, so
  -- an operator switching the period opens a new one rather than merging two.
  period_key      text        NOT NULL CHECK (period_key ~ '^(daily|weekly):\d{4}-\d{2}-\d{2}$'),
  period_ends_at  timestamptz NOT NULL,
  seed_id         bigint      NOT NULL REFERENCES minigame_seeds (id),
  nonce           bigint      NOT NULL CHECK (nonce >= 0),
  client_seed     text        NOT NULL,
  weights         jsonb       NOT NULL CHECK (jsonb_typeof(weights) = 'array'),
  segment         smallint    NOT NULL CHECK (segment BETWEEN 0 AND 11),
  prize_kind      text        NOT NULL CHECK (prize_kind IN ('points', 'bonus', 'nothing')),
  amount          bigint      NOT NULL CHECK (amount >= 0),
  -- open: recorded, the prize not yet confirmed paid; paid: done (a prize of
  -- nothing is paid at once). A retry finishes an open spin.
  status          text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  paid_at         timestamptz,
  UNIQUE (member_id, period_key),
  UNIQUE (member_id, idempotency_key),
  UNIQUE (seed_id, nonce)
);
CREATE INDEX minigame_spins_member_idx ON minigame_spins (member_id, id DESC);
