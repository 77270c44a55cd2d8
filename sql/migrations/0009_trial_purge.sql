-- Removing old trial accounts (panaloctl trials purge). Every free-play visit
-- makes a trial member; the purge finds the old ones and deletes them in
-- batches, so each lookup it and the foreign keys make must be an index probe,
-- not a scan of members or verification_codes per deleted account.

-- The purge's candidates: trial accounts (type 4), oldest first.
CREATE INDEX members_trial_created_idx ON members (created_at, id) WHERE type_code = 4;

-- Deleting any member makes PostgreSQL look for rows pointing at it:
-- ON DELETE SET NULL on upline_id and referrer_id (0008) and ON DELETE CASCADE
-- on verification_codes.member_id and affiliate_codes.member_id (0007, 0008).
-- Without these each of those lookups reads the whole table.
CREATE INDEX members_upline_idx ON members (upline_id) WHERE upline_id IS NOT NULL;
CREATE INDEX members_referrer_idx ON members (referrer_id) WHERE referrer_id IS NOT NULL;
CREATE INDEX verification_codes_member_idx ON verification_codes (member_id) WHERE member_id IS NOT NULL;
CREATE INDEX affiliate_codes_member_idx ON affiliate_codes (member_id);
