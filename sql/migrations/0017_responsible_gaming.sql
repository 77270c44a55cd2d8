-- Responsible gaming (issue 13 item 7).
--   * A play break is a cool-off (24 hours, 7 days, 30 days) or a
--     self-exclusion (6 months, 1 year, or permanent: until an operator lifts
--     it) the member chose. While it runs, deposits, game play and transfers
--     into game wallets are refused; withdrawals and transfers back out stay
--     open. One row per member: the break in force or the last one. The member
--     can lengthen a running break, never shorten or end it (the service's
--     upsert refuses a shorter end); only an operator ends one early
--     (panaloctl responsible lift), and the row keeps when and the operator's note.
--   * The reality check: how often (minutes, 0 = off) a reminder of time
--     played and session profit or loss is shown while the member is signed in.
CREATE TABLE member_play_breaks (
  member_id  bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  kind       text        NOT NULL CHECK (kind IN ('cool_off', 'self_exclusion')),
  period     text        NOT NULL CHECK (period IN ('cool_off_24h', 'cool_off_7d', 'cool_off_30d',
                                                    'self_exclusion_6m', 'self_exclusion_1y',
                                                    'self_exclusion_permanent')),
  started_at timestamptz NOT NULL DEFAULT now(),
  ends_at    timestamptz,  -- NULL: permanent, until an operator lifts it
  lifted_at  timestamptz,  -- an operator ended it early (ends_at is then that moment)
  lift_note  text        CHECK (lift_note IS NULL OR length(lift_note) BETWEEN 1 AND 200),  -- the operator's why
  CHECK (ends_at IS NOT NULL OR period = 'self_exclusion_permanent'),
  CHECK (period <> 'self_exclusion_permanent' OR ends_at IS NULL OR lifted_at IS NOT NULL),
  CHECK ((lifted_at IS NULL) = (lift_note IS NULL)),
  CHECK (ends_at IS NULL OR ends_at > started_at OR lifted_at IS NOT NULL)
);
-- The operator's list of who is on a break (panaloctl responsible list).
CREATE INDEX member_play_breaks_ends_idx ON member_play_breaks (ends_at);

CREATE TABLE member_reality_checks (
  member_id        bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  interval_minutes integer     NOT NULL CHECK (interval_minutes IN (0, 15, 30, 60)),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
