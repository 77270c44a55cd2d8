#pragma once
// The captchas table and its per-IP issue throttle. Answers never reach it:
// only the digest CaptchaService computes.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct StoredCaptcha {
  std::vector<std::uint8_t> answerHash;
  std::string ip;
  bool expired = false;
};

struct CaptchaPurgeCounts {
  std::int64_t captchas = 0;
  std::int64_t throttleRows = 0;
};

class CaptchaRepository {
 public:
  explicit CaptchaRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Stores a new captcha unless `ip` got one less than `minInterval` ago; false
  // then. Check and write are one statement, so racing instances agree. It also
  // sweeps a few dead rows, which keeps the table small without a cron job.
  bool insertThrottled(const std::string& id, const std::vector<std::uint8_t>& answerHash, const std::string& ip,
                       std::chrono::seconds lifetime, std::chrono::milliseconds minInterval);
  // Marks the captcha used and returns what it was; nothing when it does not
  // exist or was used before. A second call for the same id always gets nothing.
  std::optional<StoredCaptcha> consume(const std::string& id);
  // Every expired or used captcha and every stale throttle row (panaloctl).
  CaptchaPurgeCounts purgeDead();

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
