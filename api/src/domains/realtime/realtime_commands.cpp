// panaloctl realtime ...: the operator's view of the real-time outbox.
//   realtime events STREAM [--limit N]   the newest events of a stream ("m:42", "all", "room:1")
//   realtime purge [--keep-hours H]      forget events older than H hours (the servers do it hourly-ish)
#include <iostream>
#include <memory>

#include "domains/realtime/channel_protocol.hpp"
#include "domains/realtime/realtime_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct EventsArgs {
  std::string stream;
  int limit = 20;
};

}  // namespace

void RealtimeModule::addCommands(CLI::App& app, const cli::Lazy<RealtimeModule>& realtime) {
  auto events = std::make_shared<EventsArgs>();
  auto& eventsCommand = cli::addCommand(
      app, "realtime events", "STREAM [--limit N]", "the newest events of a stream, newest first", [realtime, events] {
        if (!realtime::isStreamName(events->stream)) {
          throw cli::UsageError("not a stream name: " + events->stream);
        }
        for (const auto& event : realtime().events.latest(events->stream, events->limit)) {
          std::cout << event.seq << '\t' << event.at << '\t' << event.kind << '\t' << event.dataJson << '\n';
        }
        return 0;
      });
  eventsCommand.add_option("stream", events->stream, "m:<member id>, all, or room:<id>")->required();
  eventsCommand.add_option("--limit", events->limit, "how many (default 20)")->check(CLI::Range(1, 1000));

  auto keepHours = std::make_shared<int>(24);
  auto& purgeCommand =
      cli::addCommand(app, "realtime purge", "[--keep-hours H]",
                      "forget events older than H hours (pages further behind reload)", [realtime, keepHours] {
                        const auto removed = realtime().events.purgeOlderThan(std::chrono::hours(*keepHours));
                        std::cout << removed << " events removed\n";
                        return 0;
                      });
  purgeCommand.add_option("--keep-hours", *keepHours, "default 24")->check(CLI::Range(1, 24 * 365));
}

}  // namespace panalo::modules
