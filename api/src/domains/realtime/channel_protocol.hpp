#pragma once
// The real-time channel's wire format: JSON text frames, one object each.
//
// Page -> server
//   {"type":"hello","token":"<session token>","resume":{"m:42":17,"all":3}}
//       first frame of every connection; "resume" (optional) gives, per stream,
//       the last seq the page has seen: the server sends what came after.
//   {"type":"subscribe","stream":"room:5","after":120}   ("after" optional)
//   {"type":"unsubscribe","stream":"room:5"}
//   {"type":"ping"}                       answered {"type":"pong"}
// Server -> page
//   {"type":"ready","memberId":42,"streams":{"m:42":18,"all":3}}
//       after hello: the streams followed and the position each starts from
//   {"type":"subscribed","stream":"room:5","position":130}
//   {"type":"event","stream":"m:42","seq":18,"kind":"balance","data":{...},"at":"..."}
//   {"type":"reset","stream":"m:42","position":900}
//       events were missed that can no longer be replayed (older than the
//       outbox keeps, or too many): reload the state, continue after `position`
//   {"type":"error","code":"<spec error key>","message":"..."}
//       followed by a close when the connection cannot go on (close codes below)

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>

namespace panalo::realtime {

struct HelloFrame {
  std::string token;
  std::map<std::string, std::int64_t> resume;
};
struct SubscribeFrame {
  std::string stream;
  std::optional<std::int64_t> after;
};
struct UnsubscribeFrame {
  std::string stream;
};
struct PingFrame {};
using ClientFrame = std::variant<HelloFrame, SubscribeFrame, UnsubscribeFrame, PingFrame>;

// A frame the page should not have sent; `key` is a spec error key.
class ProtocolError : public std::runtime_error {
 public:
  ProtocolError(std::string key, const std::string& message) : std::runtime_error(message), key_(std::move(key)) {}
  const std::string& key() const noexcept { return key_; }

 private:
  std::string key_;
};

// WebSocket close codes the page acts on (4000-4999 are the application's).
namespace close_codes {
inline constexpr int kNotLoggedIn = 4401;      // log in again; do not reconnect until then
inline constexpr int kForbidden = 4403;        // e.g. a password change is required first
inline constexpr int kProtocol = 4400;         // a malformed frame: a bug, do not retry at once
inline constexpr int kTooMany = 4429;          // too many tabs or frames: retry later
inline constexpr int kServerGoingAway = 1001;  // deploy or shutdown: reconnect with backoff
}  // namespace close_codes

// Throws ProtocolError(invalid_parameter) for anything but the frames above.
ClientFrame parseClientFrame(std::string_view text);
// The outbox table's rule for stream names (sql/migrations/0030_realtime.sql).
bool isStreamName(std::string_view stream);

// An event as NOTIFY panalo_realtime carries it: the whole frame, or only its
// address when it was too big for NOTIFY (then `frame` is empty: read it).
struct NotifiedEvent {
  std::string stream;
  std::int64_t seq = 0;
  std::string frame;
};
// std::nullopt for a payload that is not one of ours (logged by the caller).
std::optional<NotifiedEvent> parseNotification(std::string_view payload);

std::string eventFrame(std::string_view stream, std::int64_t seq, std::string_view kind, std::string_view dataJson,
                       std::string_view at);
std::string readyFrame(std::int64_t memberId, const std::map<std::string, std::int64_t>& positions);
std::string subscribedFrame(std::string_view stream, std::int64_t position);
std::string resetFrame(std::string_view stream, std::int64_t position);
std::string errorFrame(std::string_view key, std::string_view message);
std::string pongFrame();

}  // namespace panalo::realtime
