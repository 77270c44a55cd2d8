-- Issue 15, items 5 and the referral half of 6: platform messages (member
-- center messageV2) with a read state per member, and referrals (invite
-- friends) with the operator's reward rule and the rewards paid.

-- A message goes to one member, to everyone, to the members of one VIP level,
-- or to an agent's downline (members whose upline is that agent). Exactly the
-- column its audience needs is set.
CREATE TABLE platform_messages (
  id        bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  audience  text        NOT NULL CHECK (audience IN ('member', 'all', 'vip', 'downline')),
  member_id bigint      REFERENCES members (id) ON DELETE CASCADE,
  vip_level integer     CHECK (vip_level BETWEEN 0 AND 1000),
  agent_id  bigint      REFERENCES members (id) ON DELETE CASCADE,
  sent_at   timestamptz NOT NULL DEFAULT now(),
  -- The operator takes a message back (panaloctl messages withdraw): nobody sees it after.
  withdrawn boolean     NOT NULL DEFAULT false,
  CHECK ((audience = 'member') = (member_id IS NOT NULL)),
  CHECK ((audience = 'vip') = (vip_level IS NOT NULL)),
  CHECK ((audience = 'downline') = (agent_id IS NOT NULL))
);
CREATE INDEX platform_messages_member_idx ON platform_messages (member_id, id DESC) WHERE audience = 'member';
CREATE INDEX platform_messages_broadcast_idx ON platform_messages (id DESC) WHERE audience <> 'member';

-- Title and body per language (en, ty, pt); a reader's language falls back to
-- en. The body is HTML that passed the server's allow-list sanitiser.
CREATE TABLE platform_message_texts (
  message_id bigint NOT NULL REFERENCES platform_messages (id) ON DELETE CASCADE,
  lang       text   NOT NULL CHECK (lang IN ('en', 'ty', 'pt')),
  title      text   NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body       text   NOT NULL CHECK (length(body) BETWEEN 1 AND 20000),
  PRIMARY KEY (message_id, lang)
);

-- One row per member and message once the member reads or deletes it; a
-- broadcast has no row for members who have not touched it (unread).
CREATE TABLE platform_message_states (
  message_id bigint      NOT NULL REFERENCES platform_messages (id) ON DELETE CASCADE,
  member_id  bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  read_at    timestamptz,
  deleted_at timestamptz,
  PRIMARY KEY (member_id, message_id)
);

-- Referral (invite friends) is for enabled members only: each one named here,
-- or every real member when referral_config.open_to_all is set.
CREATE TABLE referral_members (
  member_id  bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  enabled_at timestamptz NOT NULL DEFAULT now()
);

-- The operator's rule (one row): a friend who registered with a member's code
-- earns the member reward_minor once the friend's approved deposits reach
-- min_deposit_minor; the reward is a bonus with that turnover multiple.
-- reward_minor 0 pays nothing. "Active": a bet in the last active_days days.
CREATE TABLE referral_config (
  id                smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  open_to_all       boolean     NOT NULL DEFAULT false,
  reward_minor      bigint      NOT NULL DEFAULT 0 CHECK (reward_minor BETWEEN 0 AND 100000000),
  min_deposit_minor bigint      NOT NULL DEFAULT 10000 CHECK (min_deposit_minor BETWEEN 1 AND 10000000000),
  turnover_multiple integer     NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 1000),
  active_days       integer     NOT NULL DEFAULT 30 CHECK (active_days BETWEEN 1 AND 365),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
INSERT INTO referral_config (id) VALUES (1);

-- One reward per invited friend, ever: the row is written (pending, with the
-- amount of the rule then in force) before the bonus is granted with the
-- idempotency key referral-<friend id>, and marked paid after, so a retry
-- after a crash grants the same amount under the same key exactly once.
CREATE TABLE referral_rewards (
  friend_id    bigint      PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  referrer_id  bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  amount_minor bigint      NOT NULL CHECK (amount_minor > 0),
  turnover_multiple integer NOT NULL,
  status       text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  paid_at      timestamptz
);
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_id);
