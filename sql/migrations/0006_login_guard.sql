-- Login guard (issue 5): captchas, device tokens, operator-set passwords and the
-- failure counts the captcha requirement reads. All of it in PostgreSQL so that
-- every instance behind the balancer asks for the same captcha and applies the
-- same caps.

-- Set when an operator chose the password (panaloctl members create
-- --default-password, members reset-password); cleared by any password change.
ALTER TABLE members ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;

-- One captcha per row. Only a SHA-256 of "<id>:<ANSWER>" is kept, so a copy of
-- the table answers nothing; a row is used once (used_at) whether the answer
-- was right or wrong, and dies at expires_at anyway.
CREATE TABLE captchas (
  id          text        PRIMARY KEY,
  answer_hash bytea       NOT NULL,
  ip          text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

-- When each IP last got a captcha: at most one per second (spec section 5).
-- A row per IP, updated in place, so the check and the update are one atomic
-- INSERT ... ON CONFLICT even when instances race.
CREATE TABLE captcha_throttle (
  ip             text        PRIMARY KEY,
  last_issued_at timestamptz NOT NULL
);

-- "This browser logged in to this account before." Handed out by a successful
-- login and sent back with later ones; a valid one spares its holder the
-- per-account cap (so a guesser cannot lock the owner out) but has a small cap
-- of its own. Only the SHA-256 is kept, as for session tokens.
CREATE TABLE device_tokens (
  token_hash   bytea       PRIMARY KEY,
  member_id    bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX device_tokens_member_idx ON device_tokens (member_id);

-- login_failures.count stays "attempts not forgiven" (counted before the
-- password check, taken back on success: the race-free cap). failures counts
-- only proven wrong passwords: a captcha is required once it is above zero, so
-- concurrent correct logins never make each other solve one.
ALTER TABLE login_failures ADD COLUMN failures integer NOT NULL DEFAULT 0;
-- 'device' subjects are the hex SHA-256 of a device token.
ALTER TABLE login_failures DROP CONSTRAINT login_failures_scope_check;
ALTER TABLE login_failures ADD CONSTRAINT login_failures_scope_check CHECK (scope IN ('account', 'ip', 'device'));
CREATE INDEX login_failures_window_idx ON login_failures (window_start);

INSERT INTO site_settings (key, value) VALUES ('account.password_max_age_days', '90')
ON CONFLICT (key) DO NOTHING;
