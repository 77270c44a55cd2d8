-- Keys for HPKE-sealed request bodies (SECURITY.md). Kept here, not on one
-- server's disk, so every instance behind the load balancer opens the same
-- envelopes. Private keys are sealed with the master key (AES-256-GCM), which
-- lives only in the servers' environment.
CREATE TABLE payload_keys (
  key_id             text PRIMARY KEY CHECK (key_id ~ '^[0-9a-f]{16}$'),
  public_key         bytea NOT NULL CHECK (length(public_key) = 32),
  sealed_private_key bytea NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  -- Set when a newer key takes over; the key still opens envelopes for the
  -- grace period after this, then it is refused.
  superseded_at      timestamptz
);
-- At most one current key, so two instances starting together cannot both make one.
CREATE UNIQUE INDEX payload_keys_one_current ON payload_keys ((true)) WHERE superseded_at IS NULL;

-- Request ids of envelopes already opened. An id seen twice is a replay. Rows
-- older than the freshness window can go: such envelopes are refused as stale.
CREATE TABLE payload_request_ids (
  request_id bytea PRIMARY KEY CHECK (length(request_id) = 16),
  seen_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payload_request_ids_seen_at ON payload_request_ids (seen_at);
