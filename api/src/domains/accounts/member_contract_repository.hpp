#pragma once
// A member's consolidated contract flags (spec section 3, Consolidated
// contract info): which agent contracts and salaries apply to the member.

#include <cstdint>
#include <optional>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct ConsolidatedContract {
  int dailysalreqtype = 0;
  int divtypereq = 0;
  int contracthoursalreqa = 0;
  int realtimesalreqtype = 0;
};

class MemberContractRepository {
 public:
  explicit MemberContractRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::optional<ConsolidatedContract> consolidated(std::int64_t memberId);
  // The operator's switch (panaloctl agents features); false when no such member.
  bool setConsolidated(std::int64_t memberId, const ConsolidatedContract& flags);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
