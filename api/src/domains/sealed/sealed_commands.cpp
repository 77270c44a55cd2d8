#include <iostream>
#include <limits>
#include <memory>

#include "domains/sealed/sealed_module.hpp"
#include "panalo/crypto/text_encoding.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {

void SealedModule::addCommands(CLI::App& app, const cli::Lazy<SealedModule>& sealed) {
  cli::addCommand(app, "keys list", "", "list payload (HPKE) keys: current, in grace, retired", [sealed] {
    auto& payloadKeys = sealed().payloadKeys;
    const auto grace = payloadKeys.gracePeriod().count();
    for (const auto& key : payloadKeys.list()) {
      const char* state = key.current ? "current" : key.supersededForSeconds <= grace ? "grace" : "retired";
      std::cout << key.keyId << ' ' << state << ' ' << crypto::toBase64Url(crypto::ByteView(key.publicKey)) << '\n';
    }
    return 0;
  });
  cli::addCommand(app, "keys rotate", "", "make a new current payload key (needs PANALO_MASTER_KEY)", [sealed] {
    auto& payloadKeys = sealed().payloadKeys;
    const auto key = payloadKeys.rotate();
    std::cout << "current key is now " << key.keyId << "; the previous one is accepted for "
              << payloadKeys.gracePeriod().count() << " s\n";
    return 0;
  });
  auto seconds = std::make_shared<long long>(0);
  cli::addCommand(app, "keys purge-request-ids", "<seconds>",
                  "forget replay records older than this (at least twice PANALO_ENVELOPE_MAX_SKEW_S)",
                  [sealed, seconds] {
                    auto& bodies = sealed().sealedBodies;
                    const std::chrono::seconds age(*seconds);
                    if (age < bodies.minimumRequestIdAge()) {
                      throw cli::UsageError(
                          "<seconds> must be at least " + std::to_string(bodies.minimumRequestIdAge().count()) +
                          " (twice PANALO_ENVELOPE_MAX_SKEW_S = " + std::to_string(bodies.maxClockSkew().count()) +
                          " s): a younger envelope could still be replayed");
                    }
                    std::cout << bodies.forgetRequestIdsOlderThan(age) << " removed\n";
                    return 0;
                  })
      .add_option("seconds", *seconds, "the age in seconds")
      ->required()
      ->check(cli::wholeNumber(0, std::numeric_limits<long long>::max()));
}

}  // namespace panalo::modules
