#pragma once
// The sealed domain: payload (HPKE) keys and the opening of sealed request bodies.

#include "domains/sealed/payload_key_repository.hpp"
#include "domains/sealed/payload_key_service.hpp"
#include "domains/sealed/sealed_body_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class SealedModule {
 public:
  explicit SealedModule(platform::PlatformDeps& platform);
  SealedModule(const SealedModule&) = delete;
  SealedModule& operator=(const SealedModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // keys list, keys rotate, keys purge-request-ids.
  static void addCommands(CLI::App& app, const cli::Lazy<SealedModule>& sealed);

  repositories::PayloadKeyRepository payloadKeyStore;
  services::PayloadKeyService payloadKeys;
  services::SealedBodyService sealedBodies;
};

}  // namespace panalo::modules
