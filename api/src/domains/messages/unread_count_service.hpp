#pragma once
// GET /wps/relay/CSP_unreadCount (spec section 7; badges of spec section 2 on
// missionLeaderboard, messageV2 and rewardCenter): asks every registered
// counter (platform/core/unread_counter.hpp) for the member. The domains that
// own those pages register their counters in app/modules.cpp at start, before
// the server takes requests; the three spec pages are always in the answer, 0
// until a counter for them is registered. Trial accounts fetch none (spec
// section 6): refused with in_need_true_account.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "domains/accounts/member_repository.hpp"
#include "platform/core/unread_counter.hpp"

namespace panalo::services {

class UnreadCountService {
 public:
  // Only while the modules are wired (not thread-safe with counts()).
  // Throws std::logic_error for a second counter of the same name.
  void add(core::UnreadCounter& counter);
  // (page key, count) for the spec's three pages, then any other counters.
  std::vector<std::pair<std::string, std::int64_t>> counts(const repositories::Member& member);

 private:
  std::vector<core::UnreadCounter*> counters_;
};

}  // namespace panalo::services
