-- IPs locked for a while by an abuse control (too many failed logins, too many
-- SMS sends, ...). The login guard writes here; the access check reads it and
-- answers info_ip_block (spec section 8) until locked_until passes. Kept apart
-- from the operator's permanent block list so a lock ends on its own.
CREATE TABLE ip_locks (
  ip           text        PRIMARY KEY,
  locked_until timestamptz NOT NULL,
  reason       text        NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ip_locks_until_idx ON ip_locks (locked_until);
