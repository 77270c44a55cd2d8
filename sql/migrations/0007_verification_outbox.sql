-- Verification by SMS and e-mail (issue 5): outgoing messages, one-time
-- codes, their send throttles, password-reset tokens and the IPs each member has
-- logged in from. Every rule that must hold across API instances is decided on
-- these rows inside PostgreSQL, never in one server's memory.

-- Messages the built-in "outbox" provider "sends": kept here for operators and
-- tests to read (panaloctl outbox list), never served by the API. A real SMS or
-- e-mail provider replaces the writer, not this table's readers.
CREATE TABLE outbox_messages (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel    text        NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient  text        NOT NULL,
  subject    text        NOT NULL DEFAULT '',
  body       text        NOT NULL,
  purpose    text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (channel, recipient, id DESC);

-- One-time codes. Only an HMAC of the code (keyed from the master key, bound to
-- purpose and destination) is stored, so a copy of this table proves nothing.
-- A newer code for the same purpose and destination retires the older one
-- (consumed_at set), so at most one live code exists per pair.
CREATE TABLE verification_codes (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose     text        NOT NULL CHECK (purpose IN ('no_login', 'register', 'ip_verification')),
  channel     text        NOT NULL CHECK (channel IN ('sms', 'email')),
  destination text        NOT NULL,  -- "+<dialing code><mobile>" or a lower-case e-mail address
  member_id   bigint      REFERENCES members (id) ON DELETE CASCADE,
  code_hash   bytea       NOT NULL CHECK (length(code_hash) = 32),
  expires_at  timestamptz NOT NULL,
  attempts    integer     NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  ip          text        NOT NULL
);
CREATE INDEX verification_codes_live_idx ON verification_codes (purpose, destination, id DESC)
  WHERE consumed_at IS NULL;

-- Every accepted send request, whether or not a message went out: the no-login
-- call answers alike for members and strangers, so strangers' requests count
-- against the same throttles (otherwise the throttle would tell them apart).
CREATE TABLE verification_sends (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  purpose     text        NOT NULL,
  destination text        NOT NULL,
  ip          text        NOT NULL,
  sent_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_sends_destination_idx ON verification_sends (destination, sent_at DESC);
CREATE INDEX verification_sends_ip_idx ON verification_sends (ip, sent_at DESC);

-- Forgot-password links. Only the SHA-256 of the token is kept; 30 minutes, single use.
CREATE TABLE password_reset_tokens (
  token_hash bytea       PRIMARY KEY CHECK (length(token_hash) = 32),
  member_id  bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  ip         text        NOT NULL
);
CREATE INDEX password_reset_tokens_member_idx ON password_reset_tokens (member_id);

-- Forgot-by-e-mail requests per IP (answered or not), for the per-IP limit.
CREATE TABLE password_reset_requests (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip           text        NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_ip_idx ON password_reset_requests (ip, requested_at DESC);

-- IPs each member has logged in from (spec section 6: a login from an
-- unregistered IP needs extra proof). Filled by a trigger on sessions, so every
-- way of logging in (password, SMS, registration, set-password-by-phone, and any
-- added later) records its IP without each service having to remember to.
CREATE TABLE member_known_ips (
  member_id  bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip         text        NOT NULL,
  first_seen timestamptz NOT NULL DEFAULT now(),
  last_seen  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

CREATE FUNCTION remember_session_ip() RETURNS trigger AS $$
BEGIN
  IF NEW.ip <> '' THEN
    INSERT INTO member_known_ips (member_id, ip) VALUES (NEW.member_id, NEW.ip)
    ON CONFLICT (member_id, ip) DO UPDATE SET last_seen = now();
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER sessions_remember_ip AFTER INSERT ON sessions
  FOR EACH ROW EXECUTE FUNCTION remember_session_ip();

INSERT INTO member_known_ips (member_id, ip, first_seen, last_seen)
  SELECT member_id, ip, min(created_at), max(created_at) FROM sessions WHERE ip <> '' GROUP BY member_id, ip;

INSERT INTO site_settings (key, value) VALUES
  ('verification.sms.expired_minutes', '2'),
  ('site.base_url', '"http://localhost:8080"')
ON CONFLICT (key) DO NOTHING;

INSERT INTO feature_flags (code, enabled, description) VALUES
  ('IPVERIFY3', false, 'Extra verification for logins from unregistered IPs')
ON CONFLICT (code) DO NOTHING;
