// panaloctl seamless secret <VENDOR>: the shared secret a game vendor signs its
// seamless-wallet calls with (base64), derived from the master key: give it to
// the vendor over a secure channel. It changes only when the master key does.
#include <iostream>
#include <memory>
#include <vector>

#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_line.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::modules {

void WalletModule::addSeamlessCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet) {
  auto vendor = std::make_shared<std::string>();
  auto& secretCommand = cli::addCommand(
      app, "seamless secret", "<VENDOR>", "print the vendor's seamless-wallet signing secret (base64)",
      [wallet, vendor] {
        if (!wallet().ledger.findVendor(*vendor)) {
          throw DomainError(ErrorKind::NotFound, error_keys::kUnknownVendor, "no game vendor " + *vendor);
        }
        const auto secret = wallet().seamless.vendorSecret(*vendor);
        std::cout << security::base64Encode(std::vector<std::uint8_t>(secret.data(), secret.data() + secret.size()))
                  << '\n';
        return 0;
      });
  secretCommand.add_option("vendor", *vendor, "the vendor code, e.g. PO")->required();
}

}  // namespace panalo::modules
