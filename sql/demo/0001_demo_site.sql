-- Demo data for the local product started by ci/start.sh. Re-runnable: every
-- statement sets a value rather than adding a row twice.
INSERT INTO site_settings (key, value) VALUES
  ('site.customer_service_url', '"mailto:support@panalo.example"')
ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
