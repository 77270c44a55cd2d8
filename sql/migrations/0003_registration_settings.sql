-- The registration form's field rules, in the format of
-- shared/include/panalo/validation/registration_settings.hpp. GET
-- /wps/system/setting/register serves them; the browser and the server validate
-- with them through the same shared/ code. smsVerification is not stored here:
-- it follows the REGMOBVERF3 feature flag.
INSERT INTO site_settings (key, value) VALUES
  ('registration.settings', '{
     "fields": {
       "username":  {"acceptedPattern": "^[a-zA-Z][a-zA-Z0-9]*$", "minLength": 6, "maxLength": 16},
       "password":  {"minLength": 8, "maxLength": 64},
       "mobileNum": {"enabled": true, "required": false, "kind": "phone_starting_with_9", "digits": 10},
       "email":     {"enabled": true, "required": false, "kind": "email"},
       "affiliateCode": {"enabled": true, "required": false, "acceptedPattern": "^[A-Za-z0-9]*$", "maxLength": 32}
     },
     "minimumAge": 18
   }');
