-- The house games in the catalogue, game launch and the winner board (issue 14
-- items 3, 4, 5, 8).
--   * the house vendor PO (0021, a wallet-only vendor until now) becomes a
--     catalogue vendor of the RNG category and lane, and its two games become
--     catalogue games: they show in the lobby, the RNG category, hot games and
--     favourites, and launch like any game;
--   * each vendor gets a launch URL: either a path on this site (the house
--     games' own page) or an https template set by `panaloctl games vendor-url`
--     with {token}, {game}, {lang} (and {mode}) filled in at launch. A vendor
--     without one cannot be launched (vendor_unavailable): no fake launch;
--   * a real launch at a third-party vendor carries a launch token: random
--     128 bits, stored only as its SHA-256, single use, short-lived, tied to
--     the member, vendor and game (what the vendor calls back with);
--   * the winner board reads the biggest recent wins of settled bets: a partial
--     index keeps that read small however many bets there are.

UPDATE game_vendors SET category = 'RNG', lane = 'RNG' WHERE code = 'PO' AND category IS NULL;

ALTER TABLE game_vendors
  -- '/...' (a page of this site, opened as an in-app route) or 'https://...'
  -- (the vendor's game, opened in a frame or, launch_in_window, a new window).
  ADD COLUMN launch_url_template text
    CHECK (launch_url_template IS NULL OR (length(launch_url_template) BETWEEN 2 AND 500
           AND (launch_url_template LIKE 'https://%' OR launch_url_template ~ '^/[^/]'))),
  ADD COLUMN launch_in_window boolean NOT NULL DEFAULT false;

-- The originals page reads vassalage=PO (ui/src/app/routes/rng-route.tsx) and the game.
UPDATE game_vendors SET launch_url_template = '/rng?vassalage=PO&game={game}'
 WHERE code = 'PO' AND launch_url_template IS NULL;

-- Real money only (the provider refuses trial accounts): no free trial. Hot, so
-- they show on the home page; first in the RNG lobby by their sort order.
INSERT INTO games (vendor_code, game_code, game_type, game_classify, game_name, display_name, icon_url,
                   large_icon_url, is_hot, free_trial, sort_order)
VALUES
  ('PO', 'PO_FRUIT_SLOT', 'RNG', 'slots', 'Panalo Fruit Slot', 'Fruit Slot',
   '/wps/games/icon?vendor=PO&gameCode=PO_FRUIT_SLOT', '/wps/games/icon?vendor=PO&gameCode=PO_FRUIT_SLOT',
   true, false, 1),
  ('PO', 'PO_DICE', 'RNG', 'dice', 'Panalo Dice', 'Dice',
   '/wps/games/icon?vendor=PO&gameCode=PO_DICE', '/wps/games/icon?vendor=PO&gameCode=PO_DICE',
   true, false, 2)
ON CONFLICT (vendor_code, game_code) DO NOTHING;

CREATE TABLE game_launch_tokens (
  token_hash  bytea       PRIMARY KEY CHECK (length(token_hash) = 32),  -- SHA-256 of the token
  member_id   bigint      NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  vendor_code text        NOT NULL REFERENCES game_vendors (code),
  game_id     bigint      NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX game_launch_tokens_member_idx ON game_launch_tokens (member_id, expires_at);

CREATE INDEX bets_wins_idx ON bets (settled_at DESC, payout_minor DESC)
  WHERE status = 'settled' AND payout_minor > bet_minor;

-- Running servers reload their catalogue (0020: the cache listens on this channel).
SELECT pg_notify('panalo_catalogue', '');
