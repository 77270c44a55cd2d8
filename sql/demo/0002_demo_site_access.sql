-- Demo data for site access and site information. Re-runnable: rows are added
-- only when missing, settings are set to the same values.

-- An agent that owns the demo affiliate code. Its password hash is the
-- "no password" marker (security/password_hasher.hpp): it cannot log in, it
-- only makes /register?affiliateCode=DEMO2026 and GET /wps/agent/affiliate work.
INSERT INTO members (account, nickname, type_code, password_hash)
SELECT 'demoagent', 'Demo Agent', 1, '!demo-agent-has-no-password'
WHERE NOT EXISTS (SELECT 1 FROM members WHERE lower(account) = 'demoagent');

INSERT INTO affiliate_codes (code, member_id)
SELECT 'DEMO2026', id FROM members WHERE lower(account) = 'demoagent'
ON CONFLICT DO NOTHING;

INSERT INTO customer_service_channels (cs_type, title, path, sort_order)
SELECT v.cs_type, v.title, v.path, v.sort_order
FROM (VALUES ('livechat', 'Live chat', 'mailto:support@panalo.example', 10),
             ('telegram', 'Telegram', 'https://t.me/panalo_demo', 20),
             ('facebook', 'Facebook', 'https://www.facebook.com/panalo.demo', 30))
     AS v (cs_type, title, path, sort_order)
WHERE NOT EXISTS (SELECT 1 FROM customer_service_channels c WHERE c.cs_type = v.cs_type AND c.path = v.path);

INSERT INTO site_settings (key, value) VALUES
  ('site.resources', '{
     "social": [
       {"labelNameEn": "Facebook", "url": "https://www.facebook.com/panalo.demo"},
       {"labelNameEn": "Telegram", "url": "https://t.me/panalo_demo"}
     ],
     "app": [
       {"labelNameEn": "Android", "url": "/help#android"},
       {"labelNameEn": "iOS", "url": "/help#ios"}
     ]
   }')
ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
