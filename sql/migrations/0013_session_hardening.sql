-- Account hardening (issue 12, items 6, 7 and 15): sessions a member can list
-- and end, sessions that may only change the password, and a password change
-- that takes the member's reset links and device tokens with it.

-- What the member's session list shows. public_id names a session to its owner
-- without giving away the token's hash (the table's key); user_agent is the
-- first one a request of the session carried (printable ASCII, at most 512).
ALTER TABLE sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX sessions_public_id_key ON sessions (public_id);
ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';

-- A login with an operator-set ("must change") or expired password gets a
-- session that can only change the password (and log out); every other
-- authenticated call answers password_change_required.
ALTER TABLE sessions ADD COLUMN password_change_only boolean NOT NULL DEFAULT false;

-- Every way of setting a password (the member's change, the e-mailed link, the
-- phone, an operator's reset, and any added later) moves password_changed_at;
-- a rehash of the same password does not. A trigger on that column, like the
-- known-IP trigger on sessions (0007), so no path can forget: unused reset
-- links die (an older link no longer works after a newer one was used), and so
-- do device tokens (their captcha exemption was earned with the old password).
CREATE FUNCTION forget_password_proofs() RETURNS trigger AS $$
BEGIN
  DELETE FROM password_reset_tokens WHERE member_id = NEW.id AND used_at IS NULL;
  DELETE FROM device_tokens WHERE member_id = NEW.id;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER members_password_changed AFTER UPDATE OF password_changed_at ON members
  FOR EACH ROW WHEN (NEW.password_changed_at IS DISTINCT FROM OLD.password_changed_at)
  EXECUTE FUNCTION forget_password_proofs();

-- How long a password an operator set (panaloctl members create
-- --default-password, members reset-password) is "default" rather than
-- "expired" at login. Either way the login gets a change-only session.
INSERT INTO site_settings (key, value) VALUES ('account.operator_password_max_age_hours', '72')
ON CONFLICT (key) DO NOTHING;
