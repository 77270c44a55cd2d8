#pragma once
// verification_codes, verification_sends (sql 0007), verification_failures and
// verification_locks (sql 0010). Each call is one transaction that first takes
// advisory locks on the destination and then on the IP or the account (always
// the destination first, so two calls cannot deadlock): two instances racing
// for the same number are serialised by PostgreSQL, and the counts each of
// them sees include the other's rows.

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

// The guard of codes anyone can ask for by number (SMS login, password by
// phone, registration): wrong codes are counted per number and per account
// within `window`; at `maxFailures` the number and the account are locked for
// `window`. Sends after `freeSends` in the window need a solved captcha.
struct GuessGuard {
  std::optional<std::int64_t> memberId;  // the account whose proven number this is
  std::int64_t maxFailures = 10;
  std::chrono::seconds window{86400};
  std::int64_t freeSends = 1;
  bool captchaSolved = false;  // sends only
};

struct SendRequest {
  std::string purpose;
  std::string destination;
  std::string ip;
  std::optional<NewCode> code;      // absent: count the request, store no code
  std::optional<GuessGuard> guard;  // absent: no lock, no captcha (codes a login gate sends)
};

enum class SendOutcome { Recorded, TooFast, Countdown, TooMany, Locked, CaptchaRequired };

struct SendVerdict {
  SendOutcome outcome = SendOutcome::Recorded;
  std::int64_t retryAfterSeconds = 0;
};

enum class CodeOutcome { Accepted, Wrong, Expired, None, Locked };

struct CodeVerdict {
  CodeOutcome outcome = CodeOutcome::None;
  std::optional<std::int64_t> memberId;  // of the accepted code
  // Locked, or Wrong/None when this miss reached the limit (lockedNow): how
  // long the lock lasts, and the account it also holds (if any).
  std::int64_t retryAfterSeconds = 0;
  bool lockedNow = false;
  std::optional<std::int64_t> lockedMemberId;
};

struct CodeCheck {
  std::string purpose;
  std::string destination;
  std::vector<std::uint8_t> candidateHash;
  int maxAttempts = 5;
  std::string ip;
  std::optional<GuessGuard> guard;  // absent: only the per-code tries count
  bool consumeOnMatch = true;       // false: a match leaves the code live (a later call consumes it)
};

class VerificationCodeRepository {
 public:
  explicit VerificationCodeRepository(db::ConnectionPool& pool) : pool_(pool) {}

  // Applies the lock, the throttle and the captcha rule, in that order; when
  // they pass, records the send and (with a code) retires older live codes of
  // the purpose and destination and stores the new one.
  SendVerdict recordSend(const SendRequest& request, const SendThrottle& throttle);
  // What recordSend would answer now, recording nothing (so a captcha is spent
  // only on a send that would otherwise go out).
  SendVerdict previewSend(const SendRequest& request, const SendThrottle& throttle);

  // With a guard, a locked number or account is refused first. Then checks the
  // candidate against the newest live code of the purpose and destination: a
  // match consumes it (unless told not to); a miss counts an attempt and the
  // code is burned at `maxAttempts`, and with a guard also counts a failure
  // (as does a try with no live code), which may lock. An expired code is
  // reported as such and counts nothing.
  CodeVerdict check(const CodeCheck& request);

 private:
  SendVerdict evaluateSend(const SendRequest& request, const SendThrottle& throttle, bool record);

  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
