#pragma once
// verification_codes and verification_sends (sql 0007). Each call is one
// transaction that first takes advisory locks on the destination and then on the
// IP (always in that order, so two calls cannot deadlock): two instances racing
// for the same number are serialised by PostgreSQL, and the throttle counts each
// of them sees include the other's row.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct SendThrottle {
  std::chrono::seconds minimumGap{1};   // per destination and per IP
  std::chrono::seconds countdown{120};  // per destination, since its last send
  std::chrono::seconds window{300};
  std::int64_t maxPerDestination = 5;  // within `window`
  std::int64_t maxPerIp = 20;          // within `window`
};

struct NewCode {
  std::string channel;  // "sms" or "email"
  std::optional<std::int64_t> memberId;
  std::vector<std::uint8_t> codeHash;  // 32 bytes
  std::chrono::seconds lifetime{120};
};

struct SendRequest {
  std::string purpose;
  std::string destination;
  std::string ip;
  std::optional<NewCode> code;  // absent: count the request, store no code
};

enum class SendOutcome { Recorded, TooFast, Countdown, TooMany };

struct SendVerdict {
  SendOutcome outcome = SendOutcome::Recorded;
  std::int64_t retryAfterSeconds = 0;
};

enum class CodeOutcome { Accepted, Wrong, Expired, None };

struct CodeVerdict {
  CodeOutcome outcome = CodeOutcome::None;
  std::optional<std::int64_t> memberId;  // of the accepted code
};

class VerificationCodeRepository {
 public:
  explicit VerificationCodeRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Applies the throttle; when it passes, records the send and (with a code)
  // retires older live codes of the purpose and destination and stores the new one.
  SendVerdict recordSend(const SendRequest& request, const SendThrottle& throttle);

  // Checks `candidateHash` against the newest live code of the purpose and
  // destination: a match consumes it; a miss counts an attempt and the code is
  // burned at `maxAttempts`. An expired code is reported as such.
  CodeVerdict consume(const std::string& purpose, const std::string& destination,
                      const std::vector<std::uint8_t>& candidateHash, int maxAttempts);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
