-- Issue 17: the real-time channel's outbox.
--
-- Every event a logged-in page should see (balance changed, message arrived,
-- deposit decided, contract request, ...) is a row here, written in the SAME
-- transaction as the change it reports: an event exists exactly when its change
-- committed. Events belong to a stream: 'm:<member id>' (one member's own),
-- 'all' (every logged-in page) or a room other domains define ('room:<id>').
--
-- Why a per-stream sequence assigned at commit, not the row id: identity values
-- are taken at INSERT time, so two transactions can commit out of id order and a
-- client resuming "after id N" would skip the one that committed late. Here the
-- deferred trigger below numbers a transaction's events at COMMIT time under the
-- stream's counter row lock, so within a stream seq order is commit order and has
-- no gaps: a client that saw seq N asks for N+1.. and gets each event exactly once.
-- The counter rows are locked in stream order and only at the very end of a
-- transaction (after all its other statements), so two transactions cannot
-- deadlock on them.
--
-- Delivery to the API instances is NOTIFY panalo_realtime (sent at commit, in
-- commit order, to every instance listening on this database); an instance whose
-- listener was disconnected catches up from this table by (stream, seq).

CREATE TABLE realtime_streams (
  stream text   PRIMARY KEY,
  head   bigint NOT NULL CHECK (head >= 0)
);

CREATE TABLE realtime_events (
  id         bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream     text        NOT NULL CHECK (stream ~ '^(all|[a-z]{1,16}:[0-9A-Za-z_-]{1,64})$'),
  -- NULL until the transaction commits (realtime_sequence below).
  seq        bigint,
  kind       text        NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_]{0,39}$'),
  payload    jsonb       NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(payload) = 'object'),
  -- Events of one transaction with the same stream and merge key are one event
  -- (a journal touching a member's main and vendor wallets is one balance event).
  merge_key  text,
  xact       xid8        NOT NULL DEFAULT pg_current_xact_id(),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream, seq)
);
CREATE INDEX realtime_events_unsequenced_idx ON realtime_events (xact) WHERE seq IS NULL;
CREATE INDEX realtime_events_created_idx ON realtime_events (created_at);

-- What domains call (from their SQL or triggers) to publish an event.
CREATE FUNCTION realtime_publish(p_stream text, p_kind text, p_payload jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO realtime_events (stream, kind, payload) VALUES (p_stream, p_kind, coalesce(p_payload, '{}'::jsonb));
$$;

-- Numbers this transaction's events per stream and NOTIFYs each. Fires once per
-- inserted row at commit; the first firing numbers them all, the rest find none.
CREATE FUNCTION realtime_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s record;
  e record;
  next_seq bigint;
  message text;
BEGIN
  FOR s IN SELECT stream, count(*) AS n FROM realtime_events
           WHERE seq IS NULL AND xact = pg_current_xact_id()
           GROUP BY stream ORDER BY stream LOOP
    INSERT INTO realtime_streams AS r (stream, head) VALUES (s.stream, s.n)
      ON CONFLICT (stream) DO UPDATE SET head = r.head + s.n
      RETURNING head - s.n INTO next_seq;
    FOR e IN SELECT id, kind, payload, created_at FROM realtime_events
             WHERE seq IS NULL AND xact = pg_current_xact_id() AND stream = s.stream ORDER BY id LOOP
      next_seq := next_seq + 1;
      UPDATE realtime_events SET seq = next_seq WHERE id = e.id;
      -- The whole event when it fits NOTIFY's 8000-byte limit (the listener
      -- then needs no query); otherwise only its address, and the listener reads it.
      message := json_build_object('stream', s.stream, 'seq', next_seq, 'kind', e.kind, 'data', e.payload,
                                   'at', to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))::text;
      IF octet_length(message) > 7900 THEN
        message := json_build_object('stream', s.stream, 'seq', next_seq)::text;
      END IF;
      PERFORM pg_notify('panalo_realtime', message);
    END LOOP;
  END LOOP;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER realtime_events_sequence AFTER INSERT ON realtime_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION realtime_sequence();

-- ---------------------------------------------------------------------------
-- What publishes. Triggers on the tables that record each change, so every path
-- that makes the change (API, house games, settlement, panaloctl, an operator's
-- SQL) publishes without each service having to remember to.

-- Balance: one event per member per journal, with every wallet of that member
-- the journal moved ({"journalId", "reason", "balances": {"main": n, "<vendor>": n}}).
CREATE FUNCTION realtime_balance_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account record;
  reason text;
  wallet text;
  member_stream text;
  merge text;
BEGIN
  SELECT member_id, kind, vendor_code INTO account FROM ledger_accounts WHERE id = NEW.account_id;
  IF account.member_id IS NULL THEN
    RETURN NULL;
  END IF;
  wallet := CASE WHEN account.kind = 'member_main' THEN 'main' ELSE account.vendor_code END;
  member_stream := 'm:' || account.member_id;
  merge := 'journal:' || NEW.journal_id;
  UPDATE realtime_events
     SET payload = jsonb_set(payload, '{balances}', (payload -> 'balances') || jsonb_build_object(wallet, NEW.balance_after))
   WHERE seq IS NULL AND xact = pg_current_xact_id() AND stream = member_stream AND merge_key = merge;
  IF NOT FOUND THEN
    SELECT kind INTO reason FROM ledger_journals WHERE id = NEW.journal_id;
    INSERT INTO realtime_events (stream, kind, payload, merge_key)
    VALUES (member_stream, 'balance',
            jsonb_build_object('journalId', NEW.journal_id, 'reason', reason,
                               'balances', jsonb_build_object(wallet, NEW.balance_after)),
            merge);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_realtime AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION realtime_balance_event();

-- Platform messages: to the member, or to every page for the other audiences
-- (each page re-reads its own unread count: a VIP or downline broadcast is not
-- copied into thousands of member streams).
CREATE FUNCTION realtime_message_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_publish(CASE WHEN NEW.audience = 'member' THEN 'm:' || NEW.member_id ELSE 'all' END,
                           'message', jsonb_build_object('messageId', NEW.id, 'audience', NEW.audience));
  RETURN NULL;
END $$;
CREATE TRIGGER platform_messages_realtime AFTER INSERT ON platform_messages
  FOR EACH ROW EXECUTE FUNCTION realtime_message_event();

-- Deposit and withdrawal requests: every status change.
CREATE FUNCTION realtime_payment_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.status IS NOT DISTINCT FROM OLD.status THEN
    RETURN NULL;
  END IF;
  PERFORM realtime_publish('m:' || NEW.member_id, TG_ARGV[0],
                           jsonb_build_object('requestId', NEW.id, 'status', NEW.status,
                                              'amountMinor', NEW.amount_minor));
  RETURN NULL;
END $$;
CREATE TRIGGER deposit_requests_realtime AFTER UPDATE OF status ON deposit_requests
  FOR EACH ROW EXECUTE FUNCTION realtime_payment_event('deposit');
CREATE TRIGGER withdrawal_requests_realtime AFTER UPDATE OF status ON withdrawal_requests
  FOR EACH ROW EXECUTE FUNCTION realtime_payment_event('withdrawal');

-- Promotions issued or paid, bonuses granted, reward redemptions decided.
CREATE FUNCTION realtime_promotion_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('issued', 'claimed', 'rejected')
     AND (TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status) THEN
    PERFORM realtime_publish('m:' || NEW.member_id, 'promotion',
                             jsonb_build_object('promotionId', NEW.promotion_id, 'status', NEW.status,
                                                'bonusMinor', NEW.bonus_minor));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_promotions_realtime AFTER INSERT OR UPDATE OF status ON member_promotions
  FOR EACH ROW EXECUTE FUNCTION realtime_promotion_event();

CREATE FUNCTION realtime_bonus_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_publish('m:' || NEW.member_id, 'bonus',
                           jsonb_build_object('grantId', NEW.id, 'amountMinor', NEW.amount_minor));
  RETURN NULL;
END $$;
CREATE TRIGGER bonus_grants_realtime AFTER INSERT ON bonus_grants
  FOR EACH ROW EXECUTE FUNCTION realtime_bonus_event();

CREATE FUNCTION realtime_reward_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM realtime_publish('m:' || NEW.member_id, 'reward',
                             jsonb_build_object('redemptionId', NEW.id, 'status', NEW.status));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER reward_redemptions_realtime AFTER UPDATE OF status ON reward_redemptions
  FOR EACH ROW EXECUTE FUNCTION realtime_reward_event();

-- Agent contracts: a new offer goes to its holder; a termination request to the
-- other party; a decision back to the one who asked.
CREATE FUNCTION realtime_contract_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'pending' AND NEW.grantor_id IS NOT NULL THEN
    PERFORM realtime_publish('m:' || NEW.holder_id, 'contract',
                             jsonb_build_object('contractId', NEW.id, 'request', 'new', 'kind', NEW.kind));
  ELSIF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status AND NEW.grantor_id IS NOT NULL THEN
    PERFORM realtime_publish('m:' || NEW.grantor_id, 'contract',
                             jsonb_build_object('contractId', NEW.id, 'status', NEW.status, 'kind', NEW.kind));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER agent_contracts_realtime AFTER INSERT OR UPDATE OF status ON agent_contracts
  FOR EACH ROW EXECUTE FUNCTION realtime_contract_event();

CREATE FUNCTION realtime_termination_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  contract record;
  other bigint;
BEGIN
  SELECT holder_id, grantor_id, kind INTO contract FROM agent_contracts WHERE id = NEW.contract_id;
  IF contract.grantor_id IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    other := CASE WHEN NEW.requested_by = contract.holder_id THEN contract.grantor_id ELSE contract.holder_id END;
    PERFORM realtime_publish('m:' || other, 'contract',
                             jsonb_build_object('contractId', NEW.contract_id, 'request', 'termination',
                                                'kind', contract.kind));
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    PERFORM realtime_publish('m:' || NEW.requested_by, 'contract',
                             jsonb_build_object('contractId', NEW.contract_id, 'termination', NEW.status,
                                                'kind', contract.kind));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER agent_contract_terminations_realtime AFTER INSERT OR UPDATE OF status ON agent_contract_terminations
  FOR EACH ROW EXECUTE FUNCTION realtime_termination_event();

-- Commissions and salaries paid (the real-time salary every 5 minutes among them).
CREATE FUNCTION realtime_commission_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.paid_at IS NOT NULL AND OLD.paid_at IS NULL THEN
    PERFORM realtime_publish('m:' || NEW.agent_id, 'salary',
                             jsonb_build_object('kind', s.kind, 'period', s.period, 'amountMinor', NEW.amount_minor,
                                                'periodStart', to_char(s.period_start AT TIME ZONE 'UTC',
                                                                       'YYYY-MM-DD"T"HH24:MI:SS"Z"')))
      FROM agent_settlements s WHERE s.id = NEW.settlement_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER agent_commissions_realtime AFTER UPDATE OF paid_at ON agent_commissions
  FOR EACH ROW EXECUTE FUNCTION realtime_commission_event();
