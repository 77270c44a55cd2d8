-- Registration hardening (issue 12, items 3 and 13).

-- Registrations per network per fixed window: an IPv4 address, or the /64 an
-- IPv6 address belongs to (one subscriber usually holds a whole /64). Counted
-- before the captcha check and before any argon2 work, so racing requests
-- cannot slip past a cap (registration_guard.hpp). A window ends on its own.
CREATE TABLE registration_attempts (
  subject      text        NOT NULL,
  window_start timestamptz NOT NULL,
  count        integer     NOT NULL DEFAULT 0,
  PRIMARY KEY (subject, window_start)
);
CREATE INDEX registration_attempts_window_idx ON registration_attempts (window_start);

-- The optional registration fields the operator asked for (spec section 5),
-- kept as the member typed them. NULL: not asked, or left empty. The e-mail
-- and mobile number live on members.
CREATE TABLE member_registration_details (
  member_id      bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  payee_name     text,
  qq_num         text,
  line           text,
  whatsapp       text,
  facebook       text,
  wechat         text,
  id_number      text,
  recommender_id text,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- The payment password of the registration form: the withdrawal "funds
-- password" of the wallet. An argon2id hash like the login password, but in
-- its own table so nothing that reads or changes the login password (login,
-- rehash, change, reset) can touch it, and it is never returned.
CREATE TABLE member_funds_passwords (
  member_id     bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  password_hash text        NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  set_at        timestamptz NOT NULL DEFAULT now()
);
