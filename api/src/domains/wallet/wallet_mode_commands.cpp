// panaloctl ledger mode ...: the merchant wallet mode (spec section 7, isSingle).
//   ledger mode show                      prints "single" or "transfer"
//   ledger mode set <single|transfer>     single: games play from the main
//       wallet and no money goes into a game vendor wallet; transfer (the
//       default): a wallet per game vendor, filled by the member's transfers.
// The same setting is wallet.single_wallet (true/false) for `settings set`.
#include <iostream>
#include <memory>

#include "domains/wallet/wallet_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {

void WalletModule::addModeCommands(CLI::App& app, const cli::Lazy<WalletModule>& wallet) {
  cli::addCommand(app, "ledger mode show", "", "print the merchant wallet mode: single or transfer", [wallet] {
    std::cout << (wallet().walletModes.isSingle() ? "single" : "transfer") << '\n';
    return 0;
  });
  auto mode = std::make_shared<std::string>();
  cli::addCommand(app, "ledger mode set", "<single|transfer>",
                  "single: games play from the main wallet; transfer: a wallet per game vendor",
                  [wallet, mode] {
                    wallet().walletModes.setSingle(*mode == "single");
                    std::cout << "merchant wallet mode is now " << *mode << '\n';
                    return 0;
                  })
      .add_option("mode", *mode, "single or transfer")
      ->required()
      ->check(CLI::IsMember({"single", "transfer"}));
}

}  // namespace panalo::modules
