#include <iostream>

#include "app/cli/command.hpp"
#include "panalo/crypto/text_encoding.hpp"

namespace panalo::cli {

void addKeyCommands(std::vector<Command>& commands) {
  commands.push_back({"keys list", "", "list payload (HPKE) keys: current, in grace, retired",
                      [](const std::vector<std::string>&, app::AppServices& services) {
                        const auto grace = services.payloadKeys.gracePeriod().count();
                        for (const auto& key : services.payloadKeys.list()) {
                          const char* state = key.current                          ? "current"
                                              : key.supersededForSeconds <= grace ? "grace"
                                                                                   : "retired";
                          std::cout << key.keyId << ' ' << state << ' '
                                    << crypto::toBase64Url(crypto::ByteView(key.publicKey)) << '\n';
                        }
                        return 0;
                      }});
  commands.push_back({"keys rotate", "", "make a new current payload key (needs PANALO_MASTER_KEY)",
                      [](const std::vector<std::string>&, app::AppServices& services) {
                        const auto key = services.payloadKeys.rotate();
                        std::cout << "current key is now " << key.keyId << "; the previous one is accepted for "
                                  << services.payloadKeys.gracePeriod().count() << " s\n";
                        return 0;
                      }});
  commands.push_back({"keys purge-request-ids", "<seconds>", "forget replay records older than this",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 1) throw UsageError("expected the age in seconds");
                        const long long seconds = std::stoll(args[0]);
                        if (seconds < 0) throw UsageError("the age must not be negative");
                        std::cout << services.payloadKeys.purgeRequestIdsOlderThan(std::chrono::seconds(seconds))
                                  << " removed\n";
                        return 0;
                      }});
}

}  // namespace panalo::cli
