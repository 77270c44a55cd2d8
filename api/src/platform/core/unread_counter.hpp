#pragma once
// One badge of the member center (spec section 2: unread badges on
// missionLeaderboard, messageV2 and rewardCenter). Each domain that owns such
// a page implements a counter; the messages domain's UnreadCountService asks
// every registered counter when GET /wps/relay/CSP_unreadCount is called. The
// interface lives in the platform so a domain can offer a counter without
// depending on the messages domain; app/modules.cpp registers them.

#include <cstdint>
#include <functional>
#include <string>
#include <utility>

namespace panalo::core {

class UnreadCounter {
 public:
  virtual ~UnreadCounter() = default;
  // The member-center page key the count belongs to (e.g. "messageV2").
  virtual std::string name() const = 0;
  // Things on that page the member has not seen yet. Called for real members
  // only (never trial accounts).
  virtual std::int64_t count(std::int64_t memberId) = 0;
};

// A counter from a name and a function, for wiring a domain's own count
// method in app/modules.cpp without a class of its own.
class FunctionUnreadCounter : public UnreadCounter {
 public:
  FunctionUnreadCounter(std::string name, std::function<std::int64_t(std::int64_t)> count)
      : name_(std::move(name)), count_(std::move(count)) {}
  std::string name() const override { return name_; }
  std::int64_t count(std::int64_t memberId) override { return count_(memberId); }

 private:
  std::string name_;
  std::function<std::int64_t(std::int64_t)> count_;
};

}  // namespace panalo::core
