-- Phone codes hardened (issue 12, items 1 and 2): numbers carry the time they
-- were proven, SMS login and password setting have codes of their own, and
-- wrong codes are counted across codes, per number and per account, with a
-- lock once too many fall within the window. Every rule is decided on these
-- rows inside PostgreSQL, so all API instances apply the same numbers.

-- When a code sent to the member's current number was verified (mobile sign-up
-- or registration with an SMS code, the unregistered-IP step by SMS). NULL: the
-- number was typed in and never proven, so no login or password code goes to it.
ALTER TABLE members ADD COLUMN mobile_verified_at timestamptz;

-- Numbers proven before this column existed: an SMS code for the member's
-- current number that was accepted (consumed with tries left, and not retired
-- by a newer code: a retired code's consumed_at is the newer code's created_at,
-- both set in one transaction). Codes of purpose register carry no member, so
-- for them the number alone must match.
UPDATE members m SET mobile_verified_at = proof.verified_at
FROM (
  SELECT c.destination, c.member_id, c.purpose, min(c.consumed_at) AS verified_at
  FROM verification_codes c
  WHERE c.channel = 'sms' AND c.consumed_at IS NOT NULL AND c.attempts < 5
    AND NOT EXISTS (
      SELECT 1 FROM verification_codes newer
      WHERE newer.purpose = c.purpose AND newer.destination = c.destination
        AND newer.id > c.id AND newer.created_at = c.consumed_at)
  GROUP BY c.destination, c.member_id, c.purpose
) proof
WHERE m.mobile_num IS NOT NULL
  AND proof.destination = '+' || ltrim(m.country_dialing_code, '+') || m.mobile_num
  AND (proof.member_id = m.id OR (proof.purpose = 'register' AND proof.member_id IS NULL));

-- SMS login and password setting by phone no longer share "no_login" codes: a
-- login code must not set a password, nor a password code log in. Old rows keep
-- their purpose (nothing accepts it any more).
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('no_login', 'sms_login', 'password_set', 'register', 'ip_verification'));

-- Every wrong code (and every try where no live code was waiting) for a
-- guarded purpose: per number (destination) and per account (the member whose
-- proven number it is, when there is one). Rows older than the window are
-- deleted as new ones are written for the same number.
CREATE TABLE verification_failures (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination text        NOT NULL,
  member_id   bigint      REFERENCES members (id) ON DELETE CASCADE,
  purpose     text        NOT NULL,
  ip          text        NOT NULL,
  failed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_failures_destination_idx ON verification_failures (destination, failed_at DESC);
CREATE INDEX verification_failures_member_idx ON verification_failures (member_id, failed_at DESC)
  WHERE member_id IS NOT NULL;

-- A number (and the account, when known) that reached the limit: no code of a
-- guarded purpose is sent to it or accepted for it until locked_until.
CREATE TABLE verification_locks (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination  text        NOT NULL,
  member_id    bigint      REFERENCES members (id) ON DELETE CASCADE,
  locked_until timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_locks_destination_idx ON verification_locks (destination, locked_until DESC);
CREATE INDEX verification_locks_member_idx ON verification_locks (member_id, locked_until DESC)
  WHERE member_id IS NOT NULL;

INSERT INTO site_settings (key, value) VALUES
  ('verification.code.max_failures', '10'),
  ('verification.code.failure_window_hours', '24')
ON CONFLICT (key) DO NOTHING;
