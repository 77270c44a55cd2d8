-- Promotions (issue 15 item 3): what the operator offers, what each member did
-- with it, and how it was paid.
--   * a promotion has one kind: 'auto' (the bonus is paid when the member
--     joins), 'application' (the member applies with a remark and images, the
--     operator reviews), 'deposit' (a bonus on deposits approved after joining,
--     claimed by the member) or 'raffle' (the member claims a draw among
--     weighted prizes);
--   * texts are per language (en, ty, pt; the UI falls back to en); detail_html
--     is stored sanitised (platform/text/html_sanitizer.hpp);
--   * money is paid by the wallet's bonus grants (0016 bonus_grants, the
--     ledger's 'bonus' journals) with the promotion's turnover multiple, so it
--     feeds the withdrawal turnover. A member takes part at most once per
--     promotion (UNIQUE), and a payment's amount is written here before the
--     ledger is asked, so a retried payment asks for the same amount again;
--   * a raffle draw is kept with the random bytes it was made from (audit).

CREATE TABLE promotions (
  id                bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The operator's handle (panaloctl promotions ... CODE); never changes.
  code              text        NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9][a-z0-9-]{1,63}$'),
  kind              text        NOT NULL CHECK (kind IN ('auto', 'application', 'deposit', 'raffle')),
  -- An https URL or a path on this site (the shared link rule); '' for none.
  image_url         text        NOT NULL DEFAULT '' CHECK (length(image_url) <= 500),
  starts_at         timestamptz NOT NULL,
  ends_at           timestamptz NOT NULL,
  -- A fixed bonus, or a share of the qualifying deposits (basis points, 10000 =
  -- 100%) up to a cap. Raffles pay their prizes instead.
  bonus_minor       bigint      CHECK (bonus_minor > 0),
  bonus_percent_bp  integer     CHECK (bonus_percent_bp BETWEEN 1 AND 100000),
  bonus_cap_minor   bigint      CHECK (bonus_cap_minor > 0),
  -- Times the bonus must be wagered before a withdrawal (bonus_grants.turnover_multiple).
  turnover_multiple integer     NOT NULL DEFAULT 1 CHECK (turnover_multiple BETWEEN 0 AND 1000),
  -- The requirement: approved deposits since joining of at least this much (0: none).
  min_deposit_minor bigint      NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0),
  -- Who may join: every real member, or only members with no approved deposit
  -- yet (a first-deposit offer).
  eligibility       text        NOT NULL DEFAULT 'all' CHECK (eligibility IN ('all', 'first_deposit')),
  published         boolean     NOT NULL DEFAULT false,
  sort_order        integer     NOT NULL DEFAULT 0,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CONSTRAINT promotion_bonus_shape CHECK (
    (kind = 'raffle' AND bonus_minor IS NULL AND bonus_percent_bp IS NULL AND bonus_cap_minor IS NULL)
    OR (kind IN ('auto', 'application') AND bonus_minor IS NOT NULL AND bonus_percent_bp IS NULL
        AND bonus_cap_minor IS NULL)
    OR (kind = 'deposit' AND min_deposit_minor > 0
        AND ((bonus_minor IS NOT NULL AND bonus_percent_bp IS NULL AND bonus_cap_minor IS NULL)
             OR (bonus_minor IS NULL AND bonus_percent_bp IS NOT NULL AND bonus_cap_minor IS NOT NULL))))
);
CREATE INDEX promotions_listed_idx ON promotions (sort_order, id) WHERE published;

CREATE TABLE promotion_texts (
  promotion_id bigint NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  language     text   NOT NULL CHECK (language IN ('en', 'ty', 'pt')),
  title        text   NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120 AND title !~ '[[:cntrl:]]'),
  summary      text   NOT NULL DEFAULT '' CHECK (char_length(summary) <= 300),
  detail_html  text   NOT NULL DEFAULT '' CHECK (length(detail_html) <= 40000),
  PRIMARY KEY (promotion_id, language)
);

-- A raffle's prizes: a draw picks one with probability weight / total weight.
CREATE TABLE promotion_prizes (
  id           bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id bigint  NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  label        text    NOT NULL CHECK (char_length(label) BETWEEN 1 AND 60),
  amount_minor bigint  NOT NULL CHECK (amount_minor > 0),
  weight       integer NOT NULL CHECK (weight BETWEEN 1 AND 1000000),
  UNIQUE (promotion_id, label)
);

-- One row per member who joined (or applied to) a promotion. status:
--   joined    took part; waiting for the requirement (the UI shows Joined or Claim)
--   applying  application sent, not yet picked up by the operator
--   process   the operator is reviewing it
--   rejected  the operator refused the application
--   paying    the amount is fixed and the ledger is being asked; pay_as says
--             what it becomes (a retry finishes it)
--   issued    paid by the platform (auto on join, approved application, operator issue)
--   claimed   paid on the member's claim (deposit bonus, raffle)
CREATE TABLE member_promotions (
  id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  promotion_id bigint      NOT NULL REFERENCES promotions (id) ON DELETE RESTRICT,
  member_id    bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  status       text        NOT NULL
               CHECK (status IN ('joined', 'applying', 'process', 'rejected', 'paying', 'issued', 'claimed')),
  pay_as       text        CHECK (pay_as IN ('issued', 'claimed')),
  bonus_minor  bigint      CHECK (bonus_minor > 0),
  -- The bonus grant's reason, fixed with the amount (a retry must ask the same).
  pay_reason   text        CHECK (char_length(pay_reason) BETWEEN 1 AND 200),
  pay_turnover_multiple integer CHECK (pay_turnover_multiple BETWEEN 0 AND 1000),
  -- The member's idempotency key of the claim that paid it (a retry with it gets the same answer).
  claim_key    text        CHECK (claim_key ~ '^[A-Za-z0-9_.:-]{8,128}$'),
  -- The bonus grant's journal once paid.
  journal_id   bigint      REFERENCES ledger_journals (id),
  joined_at    timestamptz NOT NULL DEFAULT now(),
  paid_at      timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (promotion_id, member_id),
  CHECK ((status = 'paying') = (pay_as IS NOT NULL)),
  CHECK (status NOT IN ('paying', 'issued', 'claimed') OR (bonus_minor IS NOT NULL AND pay_reason IS NOT NULL
                                                         AND pay_turnover_multiple IS NOT NULL)),
  CHECK ((status IN ('issued', 'claimed')) = (journal_id IS NOT NULL AND paid_at IS NOT NULL))
);
CREATE INDEX member_promotions_member_idx ON member_promotions (member_id, id DESC);

-- An activity application (spec section 5): remark up to 140 characters and up
-- to 3 PNG/JPEG images of at most 5 MB, checked by their bytes.
CREATE TABLE promotion_applications (
  id                  bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_promotion_id bigint      NOT NULL UNIQUE REFERENCES member_promotions (id) ON DELETE CASCADE,
  remark              text        NOT NULL CHECK (char_length(remark) <= 140),
  decision_note       text        NOT NULL DEFAULT '' CHECK (char_length(decision_note) <= 200),
  created_at          timestamptz NOT NULL DEFAULT now(),
  decided_at          timestamptz
);

CREATE TABLE promotion_application_images (
  id             bigint   GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id bigint   NOT NULL REFERENCES promotion_applications (id) ON DELETE CASCADE,
  position       smallint NOT NULL CHECK (position BETWEEN 1 AND 3),
  content_type   text     NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  image          bytea    NOT NULL CHECK (octet_length(image) BETWEEN 1 AND 5242880),
  UNIQUE (application_id, position)
);

-- A raffle draw, made once per member and promotion on the server: the 32
-- random bytes (hex), the total weight at the time, the pick (the bytes' first
-- 8 as an unsigned number, modulo the total) and the prize it fell on. Anyone
-- can recompute the pick from the stored bytes and prizes.
CREATE TABLE promotion_raffle_draws (
  member_promotion_id bigint      PRIMARY KEY REFERENCES member_promotions (id) ON DELETE CASCADE,
  prize_id            bigint      NOT NULL REFERENCES promotion_prizes (id),
  prize_label         text        NOT NULL,
  amount_minor        bigint      NOT NULL CHECK (amount_minor > 0),
  random_hex          text        NOT NULL CHECK (random_hex ~ '^[0-9a-f]{64}$'),
  total_weight        bigint      NOT NULL CHECK (total_weight > 0),
  pick                bigint      NOT NULL CHECK (pick >= 0 AND pick < total_weight),
  drawn_at            timestamptz NOT NULL DEFAULT now()
);
