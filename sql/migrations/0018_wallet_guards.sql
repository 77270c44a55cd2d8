-- The funds (payment) password's guessing limit (issue 13 item 5): a member's
-- attempts within a window, and the lock that follows too many wrong ones. In
-- PostgreSQL, so every API instance counts the same attempts and honours the
-- same lock. One row per member who ever tried, updated in place under a row
-- lock: an attempt is counted before its (slow) argon2 check and taken back
-- when the password matches, so concurrent guesses cannot pass the cap.
CREATE TABLE funds_password_guard (
  member_id         bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  attempts          integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until      timestamptz
);

-- panaloctl ledger purge-requests deletes idempotency claims by age.
CREATE INDEX wallet_requests_created_idx ON wallet_requests (created_at);
