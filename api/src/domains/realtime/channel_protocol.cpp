#include "domains/realtime/channel_protocol.hpp"

#include <nlohmann/json.hpp>

#include "platform/core/error_keys.hpp"

namespace panalo::realtime {
namespace {

// A page follows its own stream, "all" and a few rooms; more is a bug or abuse.
constexpr std::size_t kMaxResumeStreams = 16;
constexpr std::size_t kMaxTokenLength = 256;

[[noreturn]] void refuse(const std::string& message) { throw ProtocolError(error_keys::kInvalidParameter, message); }

std::string streamField(const nlohmann::json& frame) {
  const auto it = frame.find("stream");
  if (it == frame.end() || !it->is_string()) refuse("stream must be a string");
  auto stream = it->get<std::string>();
  if (!isStreamName(stream)) refuse("stream is not a stream name");
  return stream;
}

std::int64_t position(const nlohmann::json& value, const char* what) {
  if (!value.is_number_integer() || value.get<std::int64_t>() < 0)
    refuse(std::string(what) + " must be a whole number");
  return value.get<std::int64_t>();
}

HelloFrame helloOf(const nlohmann::json& frame) {
  HelloFrame hello;
  const auto token = frame.find("token");
  if (token == frame.end() || !token->is_string() || token->get_ref<const std::string&>().empty() ||
      token->get_ref<const std::string&>().size() > kMaxTokenLength) {
    throw ProtocolError(error_keys::kNotLoggedIn, "hello needs the session token");
  }
  hello.token = token->get<std::string>();
  if (const auto resume = frame.find("resume"); resume != frame.end() && !resume->is_null()) {
    if (!resume->is_object() || resume->size() > kMaxResumeStreams) refuse("resume must be an object of positions");
    for (const auto& [stream, seq] : resume->items()) {
      if (!isStreamName(stream)) refuse("resume names a stream that cannot exist");
      hello.resume[stream] = position(seq, "a resume position");
    }
  }
  return hello;
}

}  // namespace

bool isStreamName(std::string_view stream) {
  if (stream == "all") return true;
  const auto colon = stream.find(':');
  if (colon == std::string_view::npos || colon == 0 || colon > 16) return false;
  const auto prefix = stream.substr(0, colon);
  const auto key = stream.substr(colon + 1);
  if (key.empty() || key.size() > 64) return false;
  for (const char c : prefix) {
    if (c < 'a' || c > 'z') return false;
  }
  for (const char c : key) {
    const bool ok = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

ClientFrame parseClientFrame(std::string_view text) {
  const auto frame = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
  if (frame.is_discarded() || !frame.is_object()) refuse("a frame is one JSON object");
  const auto type = frame.find("type");
  if (type == frame.end() || !type->is_string()) refuse("type must be a string");
  const auto& name = type->get_ref<const std::string&>();
  if (name == "hello") return helloOf(frame);
  if (name == "subscribe") {
    SubscribeFrame subscribe{streamField(frame), std::nullopt};
    if (const auto after = frame.find("after"); after != frame.end() && !after->is_null()) {
      subscribe.after = position(*after, "after");
    }
    return subscribe;
  }
  if (name == "unsubscribe") return UnsubscribeFrame{streamField(frame)};
  if (name == "ping") return PingFrame{};
  refuse("unknown frame type");
}

std::optional<NotifiedEvent> parseNotification(std::string_view payload) {
  const auto message = nlohmann::json::parse(payload.begin(), payload.end(), nullptr, false);
  if (message.is_discarded() || !message.is_object()) return std::nullopt;
  const auto stream = message.find("stream");
  const auto seq = message.find("seq");
  if (stream == message.end() || !stream->is_string() || seq == message.end() || !seq->is_number_integer()) {
    return std::nullopt;
  }
  NotifiedEvent event{stream->get<std::string>(), seq->get<std::int64_t>(), {}};
  const auto kind = message.find("kind");
  const auto data = message.find("data");
  const auto at = message.find("at");
  if (kind != message.end() && kind->is_string() && data != message.end() && at != message.end() && at->is_string()) {
    event.frame = eventFrame(event.stream, event.seq, kind->get<std::string>(), data->dump(), at->get<std::string>());
  }
  return event;
}

std::string eventFrame(std::string_view stream, std::int64_t seq, std::string_view kind, std::string_view dataJson,
                       std::string_view at) {
  // Built by hand around the already-encoded data: the payload is JSON from the
  // database and is sent to many pages, so it is not parsed and dumped again.
  // stream, kind and at are ASCII by the outbox table's checks.
  nlohmann::json head{{"type", "event"},
                      {"stream", std::string(stream)},
                      {"seq", seq},
                      {"kind", std::string(kind)},
                      {"at", std::string(at)}};
  auto text = head.dump();
  text.pop_back();  // the closing brace
  text += ",\"data\":";
  text += dataJson.empty() ? std::string_view("{}") : dataJson;
  text += '}';
  return text;
}

std::string readyFrame(std::int64_t memberId, const std::map<std::string, std::int64_t>& positions) {
  nlohmann::json streams = nlohmann::json::object();
  for (const auto& [stream, seq] : positions) streams[stream] = seq;
  return nlohmann::json{{"type", "ready"}, {"memberId", memberId}, {"streams", streams}}.dump();
}

std::string subscribedFrame(std::string_view stream, std::int64_t position) {
  return nlohmann::json{{"type", "subscribed"}, {"stream", std::string(stream)}, {"position", position}}.dump();
}

std::string resetFrame(std::string_view stream, std::int64_t position) {
  return nlohmann::json{{"type", "reset"}, {"stream", std::string(stream)}, {"position", position}}.dump();
}

std::string errorFrame(std::string_view key, std::string_view message) {
  return nlohmann::json{{"type", "error"}, {"code", std::string(key)}, {"message", std::string(message)}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string pongFrame() { return R"({"type":"pong"})"; }

}  // namespace panalo::realtime
