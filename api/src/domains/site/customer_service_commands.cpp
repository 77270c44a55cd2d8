// panaloctl cs ...: customer-service channels (live chat, Telegram, ...).
#include <charconv>
#include <iomanip>
#include <iostream>

#include "app/cli/command.hpp"

namespace panalo::cli {

void addCustomerServiceCommands(std::vector<Command>& commands) {
  commands.push_back({"cs add", "<csType> <title> <path>",
                      "add a channel, e.g. cs add livechat 'Live chat' https://chat.example/panalo",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 3) throw UsageError("expected 3 arguments");
                        const auto id = services.customerService.add(args[0], args[1], args[2]);
                        std::cout << "added channel " << id << '\n';
                        return 0;
                      }});
  commands.push_back({"cs list", "", "list channels: id, type, title, path",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (!args.empty()) throw UsageError("expected no arguments");
                        for (const auto& channel : services.customerService.list()) {
                          std::cout << std::left << std::setw(6) << channel.id << std::setw(12) << channel.csType
                                    << std::setw(24) << channel.title << channel.path
                                    << (channel.enabled ? "" : "  (disabled)") << '\n';
                        }
                        return 0;
                      }});
  commands.push_back({"cs remove", "<id>", "remove a channel",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 1) throw UsageError("expected 1 argument");
                        std::int64_t id = 0;
                        const auto [end, error] = std::from_chars(args[0].data(), args[0].data() + args[0].size(), id);
                        if (error != std::errc() || end != args[0].data() + args[0].size()) {
                          throw UsageError("the id is a number (see cs list)");
                        }
                        if (!services.customerService.remove(id)) {
                          std::cerr << "no channel " << id << '\n';
                          return 1;
                        }
                        std::cout << "removed channel " << id << '\n';
                        return 0;
                      }});
}

}  // namespace panalo::cli
