// panaloctl outbox list: what the built-in outbox provider "sent". Tests and the
// browser journeys read SMS codes with
//   panaloctl outbox list --channel sms --to +639171234567 --limit 1 --json
// so the JSON shape is fixed: an array, newest first, of
// {id, createdAt, channel, recipient, purpose, subject, body}.
// `outbox purge --older-than 1d` deletes older messages now (the server also
// does so on its own, PANALO_OUTBOX_MAX_AGE_S): they hold codes and reset links.
#include <iostream>
#include <limits>
#include <memory>
#include <optional>

#include <nlohmann/json.hpp>

#include "domains/verification/verification_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct ListArgs {
  repositories::OutboxFilter filter;
  bool asJson = false;
};

int listOutbox(const ListArgs& args, VerificationModule& verification) {
  const auto entries = verification.outbox.list(args.filter);
  if (args.asJson) {
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
    std::cout << cli::scriptJson(list) << '\n';
    return 0;
  }
  for (const auto& stored : entries) {
    std::cout << stored.id << "  " << stored.createdAt << "  " << stored.entry.channel << "  " << stored.entry.recipient
              << "  " << stored.entry.purpose << '\n';
    if (!stored.entry.subject.empty()) std::cout << "  subject: " << stored.entry.subject << '\n';
    std::cout << "  " << stored.entry.body << "\n\n";
  }
  return 0;
}

}  // namespace

void VerificationModule::addCommands(CLI::App& app, const cli::Lazy<VerificationModule>& verification) {
  auto args = std::make_shared<ListArgs>();
  auto& list = cli::addCommand(app, "outbox list", "[--channel sms|email] [--to RECIPIENT] [--limit N] [--json]",
                               "messages the outbox provider sent, newest first (default limit 20)",
                               [verification, args] { return listOutbox(*args, verification()); });
  list.add_option("--channel", args->filter.channel, "sms or email")->check(CLI::IsMember({"sms", "email"}));
  list.add_option("--to", args->filter.recipient, "the recipient (+<dialing code><mobile> for SMS)");
  list.add_option("--limit", args->filter.limit, "at most this many (1 to 10000)")->check(cli::wholeNumber(1, 10000));
  list.add_flag("--json", args->asJson, "a JSON array for scripts");

  auto olderThan = std::make_shared<std::optional<std::chrono::seconds>>();
  auto& purge = cli::addCommand(app, "outbox purge", "--older-than 30m|1d",
                                "delete outbox messages older than this (they hold codes and reset links)",
                                [verification, olderThan] {
                                  std::cout << verification().outbox.purgeOlderThan(**olderThan) << " removed\n";
                                  return 0;
                                });
  cli::addDurationOption(purge, "--older-than", *olderThan, "e.g. 1d")->required();
}

}  // namespace panalo::modules
