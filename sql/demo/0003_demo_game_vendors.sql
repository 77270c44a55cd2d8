-- Demo game vendors for the local product: each gets a wallet per member on the
-- first transfer into it (spec section 7, Wallet transfer). Re-runnable.
INSERT INTO game_vendors (code, name, sort_order) VALUES
  ('PG', 'PG Soft', 10),
  ('JDB', 'JDB Gaming', 20),
  ('JL', 'JILI', 30)
ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, sort_order = EXCLUDED.sort_order;
