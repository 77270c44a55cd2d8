#include "domains/realtime/stream_cursor.hpp"

#include "domains/realtime/channel_protocol.hpp"

namespace panalo::realtime {

std::vector<std::string> StreamCursor::position(std::int64_t delivered) {
  delivered_ = delivered;
  return drain();
}

std::vector<std::string> StreamCursor::accept(CursorEvent event) {
  if (delivered_ && event.seq <= *delivered_) return {};  // sent already: exactly once
  auto& held = held_[event.seq];
  if (held.empty()) held = std::move(event.frame);
  return drain();
}

std::vector<std::string> StreamCursor::readDone(const std::string& stream, const std::vector<CursorEvent>& events,
                                                std::int64_t head) {
  reading_ = false;
  stale_ = false;
  std::vector<std::string> frames;
  if (!delivered_) return frames;
  const bool missedAreGone = !events.empty() ? events.front().seq > *delivered_ + 1 : head > *delivered_;
  if (missedAreGone) {
    // The outbox no longer has what the page missed: it reloads its state and
    // continues after the first event we still have (or the head).
    const auto restart = events.empty() ? head : events.front().seq - 1;
    frames.push_back(resetFrame(stream, restart));
    delivered_ = restart;
    for (auto it = held_.begin(); it != held_.end() && it->first <= restart;) it = held_.erase(it);
  }
  for (const auto& event : events) {
    for (auto& frame : accept(event)) frames.push_back(std::move(frame));
  }
  for (auto& frame : drain()) frames.push_back(std::move(frame));
  return frames;
}

bool StreamCursor::needsRead() const {
  if (!delivered_ || reading_) return false;
  if (stale_) return true;
  // Something is held: a gap before it, or the next event is an address only.
  return !held_.empty();
}

std::vector<std::string> StreamCursor::drain() {
  std::vector<std::string> frames;
  if (!delivered_) return frames;
  for (auto it = held_.begin(); it != held_.end();) {
    if (it->first <= *delivered_) {
      it = held_.erase(it);
    } else if (it->first == *delivered_ + 1 && !it->second.empty()) {
      frames.push_back(std::move(it->second));
      delivered_ = it->first;
      it = held_.erase(it);
    } else {
      break;  // a gap, or an event whose text must be read first
    }
  }
  return frames;
}

}  // namespace panalo::realtime
