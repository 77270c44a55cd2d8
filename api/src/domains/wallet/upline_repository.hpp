#pragma once
// Who a member's upline is (members.upline_id, set at registration from an
// agent's affiliate code, 0008) as far as money is concerned: an account that
// can still log in and is not a trial.

#include <cstdint>
#include <optional>
#include <string>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct Upline {
  std::int64_t memberId = 0;
  std::string nickname;
};

class UplineRepository {
 public:
  explicit UplineRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // None when the member has no upline, or it is disabled, a trial, or the
  // member itself.
  std::optional<Upline> uplineOf(std::int64_t memberId);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
