-- Accounts and sessions (issue 5). Everything a login decides on lives here, not
-- in a server's memory, so several instances behind one balancer agree.

-- type_code follows spec section 4: 0 member, 1/2/41/42 agent, 4 trial; any
-- other code is a non-member account (operator or system) that cannot log in.
CREATE TABLE members (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account              text        NOT NULL,
  nickname             text        NOT NULL,
  type_code            smallint    NOT NULL DEFAULT 0,
  password_hash        text        NOT NULL,
  password_changed_at  timestamptz NOT NULL DEFAULT now(),
  first_login_at       timestamptz,
  mobile_num           text,
  country_dialing_code text        NOT NULL DEFAULT '',
  email                text,
  status               text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at           timestamptz NOT NULL DEFAULT now(),
  registered_ip        text        NOT NULL DEFAULT ''
);
-- Accounts are told apart without regard to case: "Juan" and "juan" are one player.
CREATE UNIQUE INDEX members_account_lower_key ON members (lower(account));
CREATE UNIQUE INDEX members_mobile_key ON members (country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;

-- Only the SHA-256 of a token is stored: a copy of this table logs nobody in.
CREATE TABLE sessions (
  token_hash   bytea       PRIMARY KEY,
  member_id    bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  remember_me  boolean     NOT NULL DEFAULT false,
  ip           text        NOT NULL DEFAULT ''
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

-- Login attempts per fixed window, keyed by scope ('account' lower-cased, or
-- 'ip'). A window ends on its own, so nobody is locked out past it.
CREATE TABLE login_failures (
  scope        text        NOT NULL CHECK (scope IN ('account', 'ip')),
  subject      text        NOT NULL,
  window_start timestamptz NOT NULL,
  count        integer     NOT NULL DEFAULT 0,
  PRIMARY KEY (scope, subject, window_start)
);
