-- The wallet ledger (issue 13 part A): money moves only as double-entry journals.
--   * amounts are BIGINT minor units (centavos); never floating point;
--   * every journal's entries sum to zero, checked at commit by a deferred
--     constraint trigger, so no code path (ours, a script, psql) can commit a
--     journal that creates or loses money;
--   * journals and entries are append-only: UPDATE, DELETE and TRUNCATE are
--     refused; a correction is a new, reversing journal;
--   * an account's balance is kept by the entry trigger in the same transaction
--     as the entry, and member wallets carry CHECK (balance >= 0); a balance is
--     changed by nothing else (a direct UPDATE of it is refused);
--   * BIGINT arithmetic in PostgreSQL raises on overflow (22003), so a sum
--     that does not fit rolls the whole transaction back.

-- Game vendors that hold a wallet per member. Operators fill this table
-- (panaloctl ledger vendors ...); a disabled vendor takes no new transfers in,
-- but money can always be moved out of it.
CREATE TABLE game_vendors (
  code       text        PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  name       text        NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  enabled    boolean     NOT NULL DEFAULT true,
  sort_order integer     NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per account. Members have a main wallet and one wallet per vendor
-- they have used (made on first transfer); the house, payment clearing, bonus
-- and commission accounts exist once each (the other side of deposits,
-- withdrawals, bonuses and commissions) and may go negative: the house's
-- balance is minus what it has paid out.
CREATE TABLE ledger_accounts (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind        text        NOT NULL CHECK (kind IN ('member_main', 'member_vendor', 'house', 'payment_clearing',
                                                   'bonus', 'commission')),
  -- RESTRICT: a member who ever held money keeps their history (trials never get
  -- an account: every money call refuses them, so the trial purge is not blocked).
  member_id   bigint      REFERENCES members (id) ON DELETE RESTRICT,
  vendor_code text        REFERENCES game_vendors (code),
  balance     bigint      NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind IN ('member_main', 'member_vendor')) = (member_id IS NOT NULL)),
  CHECK ((kind = 'member_vendor') = (vendor_code IS NOT NULL)),
  CONSTRAINT member_wallet_not_negative CHECK (kind NOT IN ('member_main', 'member_vendor') OR balance >= 0)
);
CREATE UNIQUE INDEX ledger_accounts_main_key ON ledger_accounts (member_id) WHERE kind = 'member_main';
CREATE UNIQUE INDEX ledger_accounts_vendor_key ON ledger_accounts (member_id, vendor_code) WHERE kind = 'member_vendor';
CREATE UNIQUE INDEX ledger_accounts_system_key ON ledger_accounts (kind) WHERE member_id IS NULL;
INSERT INTO ledger_accounts (kind) VALUES ('house'), ('payment_clearing'), ('bonus'), ('commission');

CREATE TABLE ledger_journals (
  id                  bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind                text        NOT NULL CHECK (kind IN ('transfer', 'adjustment', 'reversal')),
  member_id           bigint      REFERENCES members (id) ON DELETE RESTRICT,
  reverses_journal_id bigint      UNIQUE REFERENCES ledger_journals (id),
  memo                text        NOT NULL DEFAULT '' CHECK (length(memo) <= 200),
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_journals_member_idx ON ledger_journals (member_id, id);

CREATE TABLE ledger_entries (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  journal_id    bigint NOT NULL REFERENCES ledger_journals (id),
  account_id    bigint NOT NULL REFERENCES ledger_accounts (id),
  amount        bigint NOT NULL CHECK (amount <> 0),  -- + credit to the account, - debit
  balance_after bigint NOT NULL                        -- set by the trigger below
);
CREATE INDEX ledger_entries_journal_idx ON ledger_entries (journal_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);

-- The balance moves with the entry, in the same transaction. The account row is
-- updated here (and so locked until commit); callers lock the accounts of a
-- journal in id order first, so two journals never wait on each other in a cycle.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO NEW.balance_after;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_entries_apply BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();

-- A balance changes only through an entry (the trigger above runs one level
-- down, so its UPDATE has trigger depth 2; a direct UPDATE has depth 1).
CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'ledger balances change only through ledger entries' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF NEW.kind IS DISTINCT FROM OLD.kind OR NEW.member_id IS DISTINCT FROM OLD.member_id
     OR NEW.vendor_code IS DISTINCT FROM OLD.vendor_code THEN
    RAISE EXCEPTION 'a ledger account keeps its owner' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: post a reversing journal instead', TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_journals_append_only BEFORE UPDATE OR DELETE ON ledger_journals
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_journals_no_truncate BEFORE TRUNCATE ON ledger_journals
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
-- Deleting an account would orphan its balance (entries reference it anyway).
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- At commit: every journal touched has at least two entries summing to zero.
-- Deferred, so the entries of one journal can be inserted one by one. The
-- argument names the column holding the journal id (id or journal_id).
CREATE FUNCTION ledger_check_journal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  journal bigint := (to_jsonb(NEW) ->> TG_ARGV[0])::bigint;
  total numeric;
  entries bigint;
BEGIN
  SELECT coalesce(sum(amount), 0), count(*) INTO total, entries FROM ledger_entries WHERE journal_id = journal;
  IF entries < 2 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance: % entries summing to %', journal, entries, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal('journal_id');
CREATE CONSTRAINT TRIGGER ledger_journals_balanced AFTER INSERT ON ledger_journals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_journal('id');

-- Idempotency: one row per (member, key) for every money-moving call. The row is
-- claimed first in the call's transaction, so a concurrent call with the same
-- key waits for it and then reads the stored answer; a failed call rolls its
-- claim back and leaves nothing. `fingerprint` is the request in canonical form:
-- the same key with another request is refused.
CREATE TABLE wallet_requests (
  member_id       bigint      NOT NULL REFERENCES members (id) ON DELETE RESTRICT,
  idempotency_key text        NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  fingerprint     text        NOT NULL,
  journal_id      bigint      REFERENCES ledger_journals (id),
  response        jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, idempotency_key)
);
