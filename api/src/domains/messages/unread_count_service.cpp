#include "domains/messages/unread_count_service.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <stdexcept>

#include "domains/accounts/member_types.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

constexpr std::array<const char*, 3> kSpecPages = {"messageV2", "missionLeaderboard", "rewardCenter"};

}  // namespace

void UnreadCountService::add(core::UnreadCounter& counter) {
  const auto name = counter.name();
  if (std::any_of(counters_.begin(), counters_.end(), [&name](const auto* c) { return c->name() == name; })) {
    throw std::logic_error("a second unread counter named " + name);
  }
  counters_.push_back(&counter);
}

std::vector<std::pair<std::string, std::int64_t>> UnreadCountService::counts(const repositories::Member& member) {
  if (member_types::isTrial(member.typeCode)) {
    throw DomainError(ErrorKind::Forbidden, error_keys::kInNeedTrueAccount, "Trial accounts have no messages");
  }
  std::vector<std::pair<std::string, std::int64_t>> answer;
  answer.reserve(std::size(kSpecPages) + counters_.size());
  for (const char* page : kSpecPages) answer.emplace_back(page, 0);
  for (auto* counter : counters_) {
    const auto name = counter->name();
    const auto count = counter->count(member.id);
    const auto found =
        std::find_if(answer.begin(), answer.end(), [&name](const auto& entry) { return entry.first == name; });
    if (found != answer.end()) {
      found->second = count;
    } else {
      answer.emplace_back(name, count);
    }
  }
  return answer;
}

}  // namespace panalo::services
