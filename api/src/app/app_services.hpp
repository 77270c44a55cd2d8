#pragma once
// Wires repositories to services over one connection pool. The server and the
// operator tool both build their work on this, so they share every rule.

#include <memory>
#include <string>

#include "domains/verification/verification_module.hpp"
#include "platform/db/connection_pool.hpp"
#include <chrono>
#include <optional>

#include "domains/captcha/captcha_repository.hpp"
#include "domains/system/feature_flag_repository.hpp"
#include "domains/accounts/login_attempt_repository.hpp"
#include "domains/accounts/login_completion_repository.hpp"
#include "domains/accounts/member_repository.hpp"
#include "domains/accounts/session_repository.hpp"
#include "domains/system/language_repository.hpp"
#include "domains/system/settings_repository.hpp"
#include "domains/sealed/payload_key_repository.hpp"
#include "domains/system/site_status_repository.hpp"
#include "platform/security/master_key.hpp"
#include "platform/security/password_hasher.hpp"
#include "domains/accounts/account_policy.hpp"
#include "domains/captcha/captcha_service.hpp"
#include "domains/accounts/login_rate_limiter.hpp"
#include "domains/accounts/login_service.hpp"
#include "domains/accounts/password_change_service.hpp"
#include "domains/accounts/registration_service.hpp"
#include "domains/accounts/session_service.hpp"
#include "domains/sealed/payload_key_service.hpp"
#include "domains/accounts/registration_settings_service.hpp"
#include "domains/sealed/sealed_body_service.hpp"
#include "domains/system/system_service.hpp"
#include "domains/access/access_check_repository.hpp"
#include "domains/site/country_repository.hpp"
#include "domains/access/country_rule_repository.hpp"
#include "domains/site/customer_service_repository.hpp"
#include "domains/trials/freeplay_repository.hpp"
#include "domains/access/geoip_repository.hpp"
#include "domains/accounts/invitation_repository.hpp"
#include "domains/access/ip_block_repository.hpp"
#include "domains/accounts/member_contract_repository.hpp"
#include "domains/trials/trial_repository.hpp"
#include "domains/access/access_admin_service.hpp"
#include "domains/access/access_service.hpp"
#include "domains/site/customer_service_directory.hpp"
#include "domains/trials/freeplay_service.hpp"
#include "domains/access/geoip_service.hpp"
#include "domains/accounts/invitation_service.hpp"
#include "domains/accounts/member_extras_service.hpp"
#include "domains/site/site_info_service.hpp"

namespace panalo::app {

// What the payload-encryption services need; the master key is absent for tools
// that do not touch payload keys.
struct SecurityOptions {
  std::optional<security::MasterKey> masterKey;
  std::chrono::seconds payloadKeyGrace{24 * 3600};
  std::chrono::seconds envelopeMaxClockSkew{60};
};

// Session lifetimes and login limits; the defaults are the production ones.
struct AccountOptions {
  services::SessionPolicy sessions;
  services::LoginLimits loginLimits;
};

class AppServices {
 public:
  AppServices(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions secrets = {},
              AccountOptions accounts = {}, messaging::MessagingOptions messaging = {});

  db::ConnectionPool pool;
  repositories::SiteStatusRepository siteStatus{pool};
  repositories::SettingsRepository settings{pool};
  repositories::LanguageRepository languages{pool};
  repositories::FeatureFlagRepository featureFlags{pool};
  repositories::PayloadKeyRepository payloadKeyStore{pool};
  services::SystemService system{siteStatus, settings, languages, featureFlags};
  services::RegistrationSettingsService registrationSettings{settings, featureFlags};
  services::PayloadKeyService payloadKeys;
  services::SealedBodyService sealedBodies;

  security::PasswordHasher passwordHasher;
  repositories::MemberRepository members{pool};
  repositories::SessionRepository sessionStore{pool};
  repositories::LoginAttemptRepository loginAttempts{pool};
  repositories::LoginCompletionRepository loginCompletions{pool};
  repositories::CaptchaRepository captchaStore{pool};
  services::CaptchaService captchas{captchaStore};
  services::SessionService sessions;
  services::LoginRateLimiter loginLimiter;
  services::LoginService logins{members, passwordHasher, sessions, loginLimiter, loginCompletions};
  services::RegistrationService registrations{members, passwordHasher, registrationSettings, logins};
  services::PasswordChangeService passwordChanges{members, passwordHasher, loginLimiter, registrationSettings};
  // SMS/e-mail codes, SMS login, password recovery, unregistered-IP gate.
  VerificationServices verification;

  // Site access and site information: block lists, geoip, countries, customer
  // service, invitation codes, free play.
  repositories::AccessCheckRepository accessChecks{pool};
  repositories::IpBlockRepository ipBlocks{pool};
  repositories::CountryRuleRepository countryRules{pool};
  repositories::GeoIpRepository geoIpRanges{pool};
  repositories::CountryRepository countries{pool};
  repositories::CustomerServiceRepository customerServiceChannels{pool};
  repositories::InvitationRepository invitationCodes{pool};
  repositories::MemberContractRepository memberContracts{pool};
  repositories::FreePlayRepository freePlayStarts{pool};
  services::AccessService access{accessChecks};
  services::AccessAdminService accessAdmin{ipBlocks, countryRules, settings};
  services::GeoIpService geoIp{geoIpRanges, accessChecks};
  services::SiteInfoService siteInfo{settings, countries, customerServiceChannels, registrationSettings};
  services::CustomerServiceDirectory customerService{customerServiceChannels};
  services::InvitationService invitations{invitationCodes, members};
  services::MemberExtrasService memberExtras{memberContracts};
  services::FreePlayService freePlay{featureFlags, freePlayStarts, members, logins};
  repositories::TrialRepository trials{pool};
};

}  // namespace panalo::app
