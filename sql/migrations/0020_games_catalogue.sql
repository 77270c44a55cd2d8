-- The games catalogue (issue 14 item 1): lanes, vendors, games, favourites,
-- recent games and per-agent game enabling.
--   * vendors are the wallet's game_vendors (0014), extended here: one vendor
--     list for wallets, bets and the catalogue. A vendor with no category is a
--     wallet-only vendor and stays out of the catalogue;
--   * categories are the spec's ten (game_category_ok, 0016);
--   * a game's nodeId is games.id; vendors and games carry an operator
--     maintenance flag (launching answers game_maintenance, item 8);
--   * every write to the catalogue is followed by NOTIFY panalo_catalogue in the
--     same transaction, so each server's in-process cache reloads (delivered at
--     commit; nothing is sent for a rolled-back import).

-- Vendor lanes of spec section 3 (title, cards, gameClassify): the rows of the
-- game menu. Cards are the vendors whose lane it is.
CREATE TABLE game_lanes (
  code          text    PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  title         text    NOT NULL CHECK (length(title) BETWEEN 1 AND 64),
  game_classify text    NOT NULL CHECK (game_category_ok(game_classify)),
  sort_order    integer NOT NULL DEFAULT 0
);
INSERT INTO game_lanes (code, title, game_classify, sort_order) VALUES
  ('ELOTT', 'E-Lottery', 'ELOTT', 10),
  ('LOTT', 'Lottery', 'LOTT', 20),
  ('LIVE', 'Live Casino', 'LIVE', 30),
  -- Spec section 4: the sports lane's cards are split into e-sports and
  -- cockfight categories by their vendor's category.
  ('SPORTS', 'Sports', 'SPORTS', 40),
  ('FISH', 'Fishing', 'FISH', 50),
  ('RNG', 'Slots', 'RNG', 60),
  ('PVP', 'Cards', 'PVP', 70),
  ('BINGO', 'Bingo', 'BINGO', 80);

ALTER TABLE game_vendors
  ADD COLUMN category    text    CHECK (category IS NULL OR game_category_ok(category)),
  ADD COLUMN lane        text    REFERENCES game_lanes (code),
  ADD COLUMN maintenance boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT game_vendors_catalogue_shape CHECK ((category IS NULL) = (lane IS NULL));

CREATE TABLE games (
  id             bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,  -- nodeId
  vendor_code    text        NOT NULL REFERENCES game_vendors (code),  -- vassalage
  game_code      text        NOT NULL CHECK (game_code ~ '^[A-Za-z0-9_.:-]{1,64}$'),
  game_type      text        NOT NULL CHECK (game_category_ok(game_type)),
  -- A finer class inside the category (slots, table, crash, ...); '' when none.
  game_classify  text        NOT NULL DEFAULT '' CHECK (game_classify ~ '^[A-Za-z0-9_ -]{0,32}$'),
  -- false: a lobby entry (e.g. a vendor's game list) rather than a playable game.
  is_game        boolean     NOT NULL DEFAULT true,
  game_name      text        NOT NULL CHECK (length(game_name) BETWEEN 1 AND 100 AND game_name !~ '[[:cntrl:]]'),
  display_name   text        NOT NULL DEFAULT '' CHECK (length(display_name) <= 100 AND display_name !~ '[[:cntrl:]]'),
  icon_url       text        NOT NULL CHECK (length(icon_url) BETWEEN 1 AND 500),
  large_icon_url text        NOT NULL DEFAULT '' CHECK (length(large_icon_url) <= 500),
  is_hot         boolean     NOT NULL DEFAULT false,
  free_trial     boolean     NOT NULL DEFAULT false,  -- supportPlay 0
  maintenance    boolean     NOT NULL DEFAULT false,
  enabled        boolean     NOT NULL DEFAULT true,
  sort_order     integer     NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),  -- NEW sorts by it
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (vendor_code, game_code)
);
-- The cache loads the whole catalogue in this order; the indexes serve the
-- per-vendor and per-category reads of panaloctl and reports.
CREATE INDEX games_type_order_idx ON games (game_type, sort_order, id) WHERE enabled;
CREATE INDEX games_vendor_order_idx ON games (vendor_code, sort_order, id);
CREATE INDEX games_hot_idx ON games (game_type, sort_order, id) WHERE enabled AND is_hot;
CREATE INDEX games_new_idx ON games (created_at DESC, id DESC) WHERE enabled;

-- A member's favourites (spec section 4, Favourite toggle): at most one row per game.
CREATE TABLE game_favourites (
  member_id  bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id    bigint      NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_favourites_member_idx ON game_favourites (member_id, created_at DESC, game_id);

-- Recent games: one row per member and game, moved forward on each launch.
CREATE TABLE game_recent (
  member_id     bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id       bigint      NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  last_launched timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX game_recent_member_idx ON game_recent (member_id, last_launched DESC, game_id);

-- Per-agent game enabling (issue 14 item 8): every game is enabled for an
-- agent's members unless the agent has a row saying otherwise for the game or
-- for its whole vendor (game_id NULL). A launch by a member whose upline has
-- not enabled the game answers contact_agent. A game row wins over a vendor row.
CREATE TABLE agent_game_access (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  agent_id    bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vendor_code text        NOT NULL REFERENCES game_vendors (code),
  game_id     bigint      REFERENCES games (id) ON DELETE CASCADE,
  enabled     boolean     NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX agent_game_access_game_key ON agent_game_access (agent_id, game_id) WHERE game_id IS NOT NULL;
CREATE UNIQUE INDEX agent_game_access_vendor_key ON agent_game_access (agent_id, vendor_code) WHERE game_id IS NULL;
