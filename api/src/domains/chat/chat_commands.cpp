// panaloctl chat ...: the operator's side of the chat room and live hosts.
//   chat rooms list [--json]                     every room, closed ones marked
//   chat rooms add SLUG --name N [--order N]     a new open room
//   chat rooms close SLUG | chat rooms open SLUG nobody reads or writes a closed room
//   chat messages ROOM_ID [--limit N]            newest first, with ids, accounts, deleted ones marked
//   chat delete MESSAGE_ID [--reason R]          hidden from the history; pages hear chat_deleted
//   chat mute ACCOUNT --for 1h --reason R        no sending until then (every room)
//   chat unmute ACCOUNT | chat mutes             lift a mute | the mutes in force
//   chat words add|remove WORD | chat words list the profanity filter's words
//   chat hosts list | chat hosts add HANDLE --name N [--avatar URL] [--order N]
//   chat hosts status HANDLE online|busy|offline
#include <iomanip>
#include <iostream>
#include <memory>

#include <nlohmann/json.hpp>

#include "domains/chat/chat_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules {
namespace {

struct RoomArgs {
  std::string slug;
  std::string name;
  std::int64_t order = 0;
  bool json = false;
};

struct MessagesArgs {
  std::int64_t roomId = 0;
  std::int64_t limit = 50;
  std::int64_t messageId = 0;
  std::string reason = "removed by the operator";
};

struct MuteArgs {
  std::string account;
  std::optional<std::chrono::seconds> duration;
  std::string reason;
};

struct HostArgs {
  std::string handle;
  std::string name;
  std::string avatar;
  std::string status;
  std::int64_t order = 0;
};

void addRoomCommands(CLI::App& app, const cli::Lazy<ChatModule>& chat) {
  auto args = std::make_shared<RoomArgs>();
  auto& list = cli::addCommand(app, "chat rooms list", "[--json]", "every chat room", [chat, args] {
    const auto rooms = chat().chat.allRooms();
    if (args->json) {
      auto rows = nlohmann::json::array();
      for (const auto& r : rooms) {
        rows.push_back({{"id", r.id},
                        {"slug", r.slug},
                        {"name", r.name},
                        {"hostId", r.hostId ? nlohmann::json(*r.hostId) : nlohmann::json(nullptr)},
                        {"closed", r.closed}});
      }
      std::cout << cli::scriptJson(rows) << '\n';
      return 0;
    }
    for (const auto& r : rooms) {
      std::cout << std::left << std::setw(6) << r.id << std::setw(24) << r.slug << r.name
                << (r.closed ? "  (closed)" : "") << '\n';
    }
    std::cout << rooms.size() << " room(s)\n";
    return 0;
  });
  list.add_flag("--json", args->json, "a JSON array for scripts");

  auto& add = cli::addCommand(app, "chat rooms add", "SLUG --name N [--order N]", "open a new chat room", [chat, args] {
    std::cout << "room " << chat().chat.createRoom(args->slug, args->name, args->order) << " opened\n";
    return 0;
  });
  add.add_option("slug", args->slug, "a-z, 0-9 and -")->required();
  add.add_option("--name", args->name, "what members see")->required();
  add.add_option("--order", args->order, "rooms are listed by this, then by id")->check(cli::wholeNumber(0, 100000));

  for (const bool closing : {true, false}) {
    auto& command = cli::addCommand(app, closing ? "chat rooms close" : "chat rooms open", "SLUG",
                                    closing ? "close a room (its history stays)" : "open a closed room again",
                                    [chat, args, closing] {
                                      chat().chat.setRoomClosed(args->slug, closing);
                                      std::cout << "room " << args->slug << (closing ? " closed\n" : " open\n");
                                      return 0;
                                    });
    command.add_option("slug", args->slug, "the room (chat rooms list)")->required();
  }
}

void addMessageCommands(CLI::App& app, const cli::Lazy<ChatModule>& chat) {
  auto args = std::make_shared<MessagesArgs>();
  auto& list = cli::addCommand(app, "chat messages", "ROOM_ID [--limit N]", "a room's latest messages", [chat, args] {
    for (const auto& r : chat().chat.recent(args->roomId, args->limit)) {
      std::cout << std::left << std::setw(8) << r.message.id << std::setw(22) << r.message.sentAt << std::setw(16)
                << r.account << (r.deleted ? "(deleted) " : "") << r.message.text << '\n';
    }
    return 0;
  });
  list.add_option("room", args->roomId, "the room id (chat rooms list)")
      ->required()
      ->check(cli::wholeNumber(1, 999999999999999));
  list.add_option("--limit", args->limit, "at most this many (default 50)")->check(cli::wholeNumber(1, 10000));

  auto& remove =
      cli::addCommand(app, "chat delete", "MESSAGE_ID [--reason R]", "hide a message from the history", [chat, args] {
        chat().chat.remove(args->messageId, args->reason);
        std::cout << "message " << args->messageId << " deleted\n";
        return 0;
      });
  remove.add_option("id", args->messageId, "the message id (chat messages)")
      ->required()
      ->check(cli::wholeNumber(1, 999999999999999));
  remove.add_option("--reason", args->reason, "kept with the message for the record");
}

void addMuteCommands(CLI::App& app, const cli::Lazy<ChatModule>& chat) {
  auto args = std::make_shared<MuteArgs>();
  auto& mute = cli::addCommand(app, "chat mute", "ACCOUNT --for 45s|30m|1h|2d --reason R",
                               "stop a member sending chat messages until then", [chat, args] {
                                 chat().chat.mute(args->account, *args->duration, args->reason);
                                 std::cout << args->account << " muted\n";
                                 return 0;
                               });
  mute.add_option("account", args->account, "the member's account")->required();
  cli::addDurationOption(mute, "--for", args->duration, "how long, e.g. 1h")->required();
  mute.add_option("--reason", args->reason, "why (kept for the record)")->required();

  auto& unmute = cli::addCommand(app, "chat unmute", "ACCOUNT", "lift a member's mute", [chat, args] {
    chat().chat.unmute(args->account);
    std::cout << args->account << " may chat again\n";
    return 0;
  });
  unmute.add_option("account", args->account, "the member's account")->required();

  cli::addCommand(app, "chat mutes", "", "the mutes in force", [chat] {
    for (const auto& m : chat().chat.activeMutes()) {
      std::cout << std::left << std::setw(20) << m.account << std::setw(22) << m.until << m.reason << '\n';
    }
    return 0;
  });
}

void addWordCommands(CLI::App& app, const cli::Lazy<ChatModule>& chat) {
  auto word = std::make_shared<std::string>();
  auto& add = cli::addCommand(app, "chat words add", "WORD", "mask a word in new chat messages", [chat, word] {
    std::cout << (chat().chat.addWord(*word) ? "added\n" : "already listed\n");
    return 0;
  });
  add.add_option("word", *word, "one word, any case")->required();
  auto& remove = cli::addCommand(app, "chat words remove", "WORD", "stop masking a word", [chat, word] {
    std::cout << (chat().chat.removeWord(*word) ? "removed\n" : "not listed\n");
    return 0;
  });
  remove.add_option("word", *word, "one word, any case")->required();
  cli::addCommand(app, "chat words list", "", "the masked words", [chat] {
    for (const auto& w : chat().chat.words()) std::cout << w << '\n';
    return 0;
  });
}

void addHostCommands(CLI::App& app, const cli::Lazy<ChatModule>& chat) {
  auto args = std::make_shared<HostArgs>();
  cli::addCommand(app, "chat hosts list", "", "the live hosts with their status and room", [chat] {
    for (const auto& h : chat().live.models()) {
      std::cout << std::left << std::setw(6) << h.id << std::setw(20) << h.handle << std::setw(9) << h.status << "room "
                << std::setw(6) << h.roomId << h.displayName << '\n';
    }
    return 0;
  });
  auto& add = cli::addCommand(app, "chat hosts add", "HANDLE --name N [--avatar URL] [--order N]",
                              "a live host (offline) and their chat room", [chat, args] {
                                const auto host = chat().live.add(
                                    args->handle, args->name,
                                    args->avatar.empty() ? std::nullopt : std::optional<std::string>(args->avatar),
                                    args->order);
                                std::cout << "host " << host.id << " added with room " << host.roomId << '\n';
                                return 0;
                              });
  add.add_option("handle", args->handle, "a-z, 0-9 and -")->required();
  add.add_option("--name", args->name, "the name members see")->required();
  add.add_option("--avatar", args->avatar, "an https:// URL or a path on this site");
  add.add_option("--order", args->order, "hosts are listed by this")->check(cli::wholeNumber(0, 100000));

  auto& status =
      cli::addCommand(app, "chat hosts status", "HANDLE online|busy|offline", "set a host's status", [chat, args] {
        chat().live.setStatus(args->handle, args->status);
        std::cout << args->handle << " is " << args->status << '\n';
        return 0;
      });
  status.add_option("handle", args->handle, "the host (chat hosts list)")->required();
  status.add_option("status", args->status, "online, busy or offline")
      ->required()
      ->check(CLI::IsMember({"online", "busy", "offline"}));
}

}  // namespace

void ChatModule::addCommands(CLI::App& app, const cli::Lazy<ChatModule>& chat) {
  addRoomCommands(app, chat);
  addMessageCommands(app, chat);
  addMuteCommands(app, chat);
  addWordCommands(app, chat);
  addHostCommands(app, chat);
}

}  // namespace panalo::modules
