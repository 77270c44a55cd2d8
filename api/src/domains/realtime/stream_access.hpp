#pragma once
// Who may follow which stream. A page follows its member's own stream
// ("m:<member id>") and "all" without asking; any other stream belongs to the
// domain that publishes it (chat rooms: "room:<id>"), which registers a check
// for its prefix when the modules are composed (app/modules.cpp). A stream
// with no registered prefix cannot be followed.

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>

namespace panalo::realtime {

struct StreamViewer {
  std::int64_t memberId = 0;
  bool trial = false;
};

class StreamAccess {
 public:
  // `key` is the part after "<prefix>:". Runs on a channel worker thread (it may
  // read the database); must not throw for a key it does not know (false).
  using Check = std::function<bool(const StreamViewer& viewer, std::string_view key)>;

  void allowPrefix(const std::string& prefix, Check check) { checks_[prefix] = std::move(check); }

  // The streams every page of `viewer` follows from its hello.
  static std::string ownStream(std::int64_t memberId) { return "m:" + std::to_string(memberId); }
  static constexpr const char* kEveryone = "all";

  bool mayFollow(const StreamViewer& viewer, std::string_view stream) const {
    if (stream == kEveryone || stream == ownStream(viewer.memberId)) return true;
    const auto colon = stream.find(':');
    if (colon == std::string_view::npos) return false;
    const auto check = checks_.find(std::string(stream.substr(0, colon)));
    return check != checks_.end() && check->second(viewer, stream.substr(colon + 1));
  }

 private:
  std::map<std::string, Check> checks_;
};

}  // namespace panalo::realtime
