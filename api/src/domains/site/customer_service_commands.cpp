// panaloctl cs ...: customer-service channels (live chat, Telegram, ...).
#include <iomanip>
#include <iostream>
#include <limits>
#include <memory>

#include "domains/site/site_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {

void SiteModule::addCommands(CLI::App& app, const cli::Lazy<SiteModule>& site) {
  struct ChannelArgs {
    std::string csType;
    std::string title;
    std::string path;
  };
  auto channel = std::make_shared<ChannelArgs>();
  auto& add =
      cli::addCommand(app, "cs add", "<csType> <title> <path>",
                      "add a channel, e.g. cs add livechat 'Live chat' https://chat.example/panalo", [site, channel] {
                        const auto id = site().customerService.add(channel->csType, channel->title, channel->path);
                        std::cout << "added channel " << id << '\n';
                        return 0;
                      });
  add.add_option("csType", channel->csType, "the channel type, e.g. livechat")->required();
  add.add_option("title", channel->title, "the title shown to players")->required();
  add.add_option("path", channel->path, "an http(s), mailto or tel link or /a/path on this site")->required();

  cli::addCommand(app, "cs list", "", "list channels: id, type, title, path", [site] {
    for (const auto& entry : site().customerService.list()) {
      std::cout << std::left << std::setw(6) << entry.id << std::setw(12) << entry.csType << std::setw(24)
                << entry.title << entry.path << (entry.enabled ? "" : "  (disabled)") << '\n';
    }
    return 0;
  });

  auto id = std::make_shared<std::int64_t>(0);
  cli::addCommand(app, "cs remove", "<id>", "remove a channel",
                  [site, id] {
                    if (!site().customerService.remove(*id)) {
                      std::cerr << "no channel " << *id << '\n';
                      return 1;
                    }
                    std::cout << "removed channel " << *id << '\n';
                    return 0;
                  })
      .add_option("id", *id, "the channel's id (see cs list)")
      ->check(cli::wholeNumber(1, std::numeric_limits<std::int64_t>::max()))
      ->required();
}

}  // namespace panalo::modules
