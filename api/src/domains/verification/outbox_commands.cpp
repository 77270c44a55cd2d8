// panaloctl outbox list: what the built-in outbox provider "sent". Tests and the
// browser journeys read SMS codes with
//   panaloctl outbox list --channel sms --to +639171234567 --limit 1 --json
// so the JSON shape is fixed: an array, newest first, of
// {id, createdAt, channel, recipient, purpose, subject, body}.
#include <charconv>
#include <iostream>

#include <nlohmann/json.hpp>

#include "app/cli/command.hpp"

namespace panalo::cli {
namespace {

repositories::OutboxFilter parseListArgs(const std::vector<std::string>& args, bool& asJson) {
  repositories::OutboxFilter filter;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto& word = args[i];
    auto next = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw UsageError(word + " needs a value");
      return args[++i];
    };
    if (word == "--json") {
      asJson = true;
    } else if (word == "--channel") {
      const auto& channel = next();
      if (channel != "sms" && channel != "email") throw UsageError("--channel must be sms or email");
      filter.channel = channel;
    } else if (word == "--to") {
      filter.recipient = next();
    } else if (word == "--limit") {
      const auto& text = next();
      long long limit = 0;
      const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), limit);
      if (error != std::errc() || end != text.data() + text.size() || limit < 1 || limit > 10000) {
        throw UsageError("--limit must be a whole number from 1 to 10000");
      }
      filter.limit = limit;
    } else {
      throw UsageError("unknown option '" + word + "'");
    }
  }
  return filter;
}

int listOutbox(const std::vector<std::string>& args, app::AppServices& services) {
  bool asJson = false;
  const auto filter = parseListArgs(args, asJson);
  const auto entries = services.verification.outbox.list(filter);
  if (asJson) {
    auto list = nlohmann::json::array();
    for (const auto& stored : entries) {
      list.push_back({{"id", stored.id},
                      {"createdAt", stored.createdAt},
                      {"channel", stored.entry.channel},
                      {"recipient", stored.entry.recipient},
                      {"purpose", stored.entry.purpose},
                      {"subject", stored.entry.subject},
                      {"body", stored.entry.body}});
    }
    std::cout << list.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    return 0;
  }
  for (const auto& stored : entries) {
    std::cout << stored.id << "  " << stored.createdAt << "  " << stored.entry.channel << "  "
              << stored.entry.recipient << "  " << stored.entry.purpose << '\n';
    if (!stored.entry.subject.empty()) std::cout << "  subject: " << stored.entry.subject << '\n';
    std::cout << "  " << stored.entry.body << "\n\n";
  }
  return 0;
}

}  // namespace

void addOutboxCommands(std::vector<Command>& commands) {
  commands.push_back({"outbox list", "[--channel sms|email] [--to RECIPIENT] [--limit N] [--json]",
                      "messages the outbox provider sent, newest first (default limit 20)", listOutbox});
}

}  // namespace panalo::cli
