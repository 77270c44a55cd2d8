#pragma once
// One page's place in one stream: which events it has been sent, and what to
// send next, so that each event reaches the page exactly once and in order.
//
// Events reach a cursor from two sides: live (NOTIFY, in commit order) and
// read back from the outbox (replay after a reconnect, or to fill a gap). Both
// go through accept(); the cursor sends seq N+1 only after N, drops what it has
// already sent, and holds what comes early until the gap before it is filled by
// a read (needsRead()). No socket and no database here: the channel server owns
// those and asks the cursor what to do.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace panalo::realtime {

struct CursorEvent {
  std::int64_t seq = 0;
  std::string frame;  // empty: only the address is known, the event must be read
};

class StreamCursor {
 public:
  // How far a page may be behind and still be replayed event by event; beyond
  // it the page is told to reload (a reset) and continues from the head.
  static constexpr std::int64_t kMaxReplay = 1000;

  // Not positioned yet: live events are held until position() says where the
  // page stands (events committed meanwhile are thus not lost).
  StreamCursor() = default;

  // The page has seen everything up to `delivered`. Returns what to send now.
  std::vector<std::string> position(std::int64_t delivered);
  // An event arrived (live or read). Returns the frames to send now, in order.
  std::vector<std::string> accept(CursorEvent event);
  // The result of reading the outbox after delivered(): `events` in seq order
  // (at most one page of them) and the stream's head at the time of the read.
  // Returns what to send now; a reset frame is among them when the events the
  // page missed are gone.
  std::vector<std::string> readDone(const std::string& stream, const std::vector<CursorEvent>& events,
                                    std::int64_t head);
  // Something may have been missed (the listener reconnected): read once more.
  void markStale() { stale_ = true; }

  bool positioned() const { return delivered_.has_value(); }
  std::int64_t delivered() const { return delivered_.value_or(0); }
  // True when the cursor waits for a read of the outbox after delivered(); the
  // caller starts one and calls readStarted(), then readDone().
  bool needsRead() const;
  void readStarted() { reading_ = true; }

 private:
  std::vector<std::string> drain();

  std::optional<std::int64_t> delivered_;
  std::map<std::int64_t, std::string> held_;  // seq -> frame (empty: address only)
  bool reading_ = false;
  bool stale_ = false;
};

}  // namespace panalo::realtime
