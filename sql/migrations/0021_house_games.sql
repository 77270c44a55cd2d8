-- House games (issue 14 item 5): "Panalo Originals", our own game provider,
-- integrated like an external vendor through the seamless-wallet protocol.
--   * the platform side (wallet domain) keeps one row per vendor transaction
--     id: the exactly-once guard of debit, credit and rollback (same id and
--     same request: the stored answer; same id, another request: refused);
--   * the provider side (originals domain) keeps its provably-fair seeds and
--     its rounds. A server seed is stored sealed under the master key until it
--     is revealed; only its SHA-256 is shown before.

-- The provider's vendor code in the wallet's vendor table (transfer-wallet mode
-- plays from the member's PO wallet; single-wallet mode from the main wallet).
INSERT INTO game_vendors (code, name, enabled, sort_order) VALUES ('PO', 'Panalo Originals', true, 0)
  ON CONFLICT (code) DO NOTHING;

-- Journal kinds of game play: a stake (wallet -> house) and a win (house -> wallet).
-- Extends whatever list the constraint holds when this runs (see 0019).
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
    UNION SELECT 'game_bet' UNION SELECT 'game_win') listed;
  ALTER TABLE ledger_journals DROP CONSTRAINT ledger_journals_kind_check;
  EXECUTE format('ALTER TABLE ledger_journals ADD CONSTRAINT ledger_journals_kind_check CHECK (kind = ANY (%L::text[]))',
                 kinds);
END $$;

-- Platform side: every seamless-wallet call a vendor made, by its own transaction id.
CREATE TABLE seamless_transactions (
  vendor_code     text        NOT NULL REFERENCES game_vendors (code),
  transaction_id  text        NOT NULL CHECK (transaction_id ~ '^[A-Za-z0-9_.:-]{1,100}$'),
  kind            text        NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  member_id       bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  round_id        text        NOT NULL CHECK (length(round_id) BETWEEN 1 AND 100),
  -- The request in canonical form: the same id with another request is refused.
  fingerprint     text        NOT NULL,
  amount_minor    bigint      NOT NULL CHECK (amount_minor >= 0),
  -- Which wallet a debit took the stake from ('main' or 'vendor'): its credit
  -- and rollback go back to the same one even if the wallet mode changed since.
  wallet          text        CHECK (wallet IN ('main', 'vendor')),
  -- rollback only: the debit it undoes (which may never have arrived).
  reference_id    text,
  journal_id      bigint      UNIQUE REFERENCES ledger_journals (id),
  response        jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vendor_code, transaction_id),
  CHECK ((kind = 'rollback') = (reference_id IS NOT NULL))
);
CREATE INDEX seamless_transactions_round_idx ON seamless_transactions (vendor_code, round_id);
CREATE INDEX seamless_transactions_reference_idx ON seamless_transactions (vendor_code, reference_id)
  WHERE kind = 'rollback';

-- Provider side: one server seed in use per member (revealed_at NULL), then revealed.
CREATE TABLE originals_seeds (
  id                 bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id          bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  server_seed_sealed bytea       NOT NULL,  -- AES-256-GCM under the master key, bound to the seed id
  server_seed_hash   text        NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  server_seed        text        CHECK (server_seed ~ '^[0-9a-f]{64}$'),  -- only once revealed
  client_seed        text        NOT NULL CHECK (client_seed ~ '^[A-Za-z0-9_-]{1,64}$'),
  next_nonce         bigint      NOT NULL DEFAULT 0 CHECK (next_nonce >= 0),
  created_at         timestamptz NOT NULL DEFAULT now(),
  revealed_at        timestamptz,
  CHECK ((revealed_at IS NULL) = (server_seed IS NULL))
);
CREATE UNIQUE INDEX originals_seeds_active_key ON originals_seeds (member_id) WHERE revealed_at IS NULL;

CREATE TABLE originals_rounds (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id       bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  idempotency_key text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  fingerprint     text        NOT NULL,
  seed_id         bigint      NOT NULL REFERENCES originals_seeds (id),
  nonce           bigint      NOT NULL CHECK (nonce >= 0),
  client_seed     text        NOT NULL,  -- as it was when the round was played
  game_code       text        NOT NULL,
  bet_minor       bigint      NOT NULL CHECK (bet_minor > 0),
  rtp_bp          integer     NOT NULL CHECK (rtp_bp BETWEEN 1 AND 10000),
  params          jsonb       NOT NULL DEFAULT '{}',
  -- open: stake not yet settled (a retry with the same key finishes it); settled.
  status          text        NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'settled')),
  payout_minor    bigint      CHECK (payout_minor >= 0),
  result          jsonb,
  balance_minor   bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  settled_at      timestamptz,
  UNIQUE (member_id, idempotency_key),
  UNIQUE (seed_id, nonce)
);
CREATE INDEX originals_rounds_member_idx ON originals_rounds (member_id, id DESC);
