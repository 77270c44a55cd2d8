-- Deposits and withdrawals (issue 13 part B) on top of the ledger (0014).
--   * a deposit request moves no money; the operator's approval posts one
--     journal payment_clearing -> member main (journal kind 'deposit') and
--     records it on the request in the same transaction, so a request is
--     credited at most once (journal_id is set once, status leaves in_process
--     once);
--   * a withdrawal moves the money at request time, member main ->
--     payment_clearing (kind 'withdrawal'), so it cannot be spent twice; the
--     operator's disbursement is a status change (the money left through the
--     payment channel); a rejection posts the reversing journal (kind
--     'reversal', reverses_journal_id) that refunds it.
-- payment_clearing therefore holds minus the money the site holds at its
-- payment channels on the members' behalf.

ALTER TABLE ledger_journals DROP CONSTRAINT ledger_journals_kind_check;
ALTER TABLE ledger_journals ADD CONSTRAINT ledger_journals_kind_check
  CHECK (kind IN ('transfer', 'adjustment', 'reversal', 'deposit', 'withdrawal'));

-- Where members pay in: configured by the operator (panaloctl channels ...).
CREATE TABLE payment_channels (
  id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            text        NOT NULL CHECK (kind IN ('bank_transfer', 'e_wallet', 'crypto')),
  name            text        NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  account_details text        NOT NULL CHECK (length(account_details) BETWEEN 1 AND 500),
  min_minor       bigint      NOT NULL CHECK (min_minor > 0),
  max_minor       bigint      NOT NULL,
  enabled         boolean     NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (max_minor >= min_minor)
);

CREATE TABLE deposit_requests (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  channel_id   bigint      NOT NULL REFERENCES payment_channels (id),
  amount_minor bigint      NOT NULL CHECK (amount_minor > 0),
  status       text        NOT NULL DEFAULT 'in_process' CHECK (status IN ('in_process', 'approved', 'rejected')),
  journal_id   bigint      UNIQUE REFERENCES ledger_journals (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  decided_at   timestamptz,
  CHECK ((status = 'approved') = (journal_id IS NOT NULL)),
  CHECK ((status = 'in_process') = (decided_at IS NULL))
);
CREATE INDEX deposit_requests_member_idx ON deposit_requests (member_id, created_at);
CREATE INDEX deposit_requests_pending_idx ON deposit_requests (id) WHERE status = 'in_process';

-- Player-set deposit limits. Every change is a new row; the limit in force for
-- a period is the newest row (by id) whose effective_at has come. A decrease
-- takes effect at once, an increase or removal (amount_minor NULL) 24 hours
-- later, and a newer row supersedes any older one still waiting.
CREATE TABLE deposit_limit_changes (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id    bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period       text        NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_minor bigint      CHECK (amount_minor > 0),
  effective_at timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_limit_changes_member_idx ON deposit_limit_changes (member_id, period, id);

CREATE TABLE withdrawal_requests (
  id                 bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id          bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  amount_minor       bigint      NOT NULL CHECK (amount_minor > 0),
  status             text        NOT NULL DEFAULT 'in_process'
                     CHECK (status IN ('in_process', 'rejected', 'disbursed', 'received', 'partly_received',
                                       'not_received')),
  journal_id         bigint      NOT NULL UNIQUE REFERENCES ledger_journals (id),
  refund_journal_id  bigint      UNIQUE REFERENCES ledger_journals (id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  decided_at         timestamptz,
  CHECK ((status = 'rejected') = (refund_journal_id IS NOT NULL))
);
CREATE INDEX withdrawal_requests_member_idx ON withdrawal_requests (member_id, created_at);
CREATE INDEX withdrawal_requests_pending_idx ON withdrawal_requests (id) WHERE status = 'in_process';

-- The member's confirmation after a disbursement (spec section 3, Withdrawal
-- confirmation): received, partly received (how much arrived: the rest is the
-- remaining amount) or not received with proof images. It moves no money: a
-- dispute is for the operator to settle with a new journal.
ALTER TABLE withdrawal_requests
  ADD COLUMN received_minor bigint CHECK (received_minor >= 0),
  ADD COLUMN confirmed_at timestamptz,
  ADD CONSTRAINT withdrawal_confirmation_shape CHECK (
    (status IN ('received', 'partly_received', 'not_received')) = (confirmed_at IS NOT NULL)
    AND (status <> 'partly_received' OR (received_minor > 0 AND received_minor < amount_minor)));

-- Proof images of a "not received" confirmation: PNG or JPEG by content, at
-- most 5 MB each and 3 per withdrawal (checked by the server before insert).
CREATE TABLE withdrawal_proofs (
  id            bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id bigint      NOT NULL REFERENCES withdrawal_requests (id),
  content_type  text        NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  image         bytea       NOT NULL CHECK (octet_length(image) BETWEEN 1 AND 5242880),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_proofs_withdrawal_idx ON withdrawal_proofs (withdrawal_id);
