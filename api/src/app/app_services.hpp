#pragma once
// Wires repositories to services over one connection pool. The server and the
// operator tool both build their work on this, so they share every rule.

#include <memory>
#include <string>

#include "db/connection_pool.hpp"
#include <chrono>
#include <optional>

#include "repositories/feature_flag_repository.hpp"
#include "repositories/language_repository.hpp"
#include "repositories/settings_repository.hpp"
#include "repositories/payload_key_repository.hpp"
#include "repositories/site_status_repository.hpp"
#include "security/master_key.hpp"
#include "services/payload_key_service.hpp"
#include "services/registration_settings_service.hpp"
#include "services/sealed_body_service.hpp"
#include "services/system_service.hpp"

namespace panalo::app {

// What the payload-encryption services need; the master key is absent for tools
// that do not touch payload keys.
struct SecurityOptions {
  std::optional<security::MasterKey> masterKey;
  std::chrono::seconds payloadKeyGrace{24 * 3600};
  std::chrono::seconds envelopeMaxClockSkew{60};
};

class AppServices {
 public:
  AppServices(const std::string& databaseUrl, std::size_t poolSize, SecurityOptions secrets = {});

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
};

}  // namespace panalo::app
