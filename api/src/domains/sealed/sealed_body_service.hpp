#pragma once
// Opens HPKE-sealed request bodies ({"sealed":"<envelope, base64url>"}) for the
// endpoints the spec marks "enc". The order of checks is deliberate: cheap clear
// header checks (size, version, freshness, key id) before any public-key work,
// and the request id is claimed only after the envelope opened, so garbage can
// neither cost much nor burn a real client's id. Unsealed bodies are refused.

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "domains/sealed/payload_key_service.hpp"
#include "panalo/crypto/envelope.hpp"

namespace panalo::services {

// What opening a sealed body needs of its request: the method and path the
// envelope is bound to, and the body ({"sealed":"..."}). Views into the caller's
// request, which must outlive the call; routes build it with sealedRequestOf
// (sealed_http.hpp).
struct SealedRequest {
  std::string_view method;
  std::string_view path;
  std::string_view body;
};

class SealedBodyService {
 public:
  using Clock = std::function<std::uint64_t()>;  // unix seconds

  SealedBodyService(PayloadKeyService& keys, std::chrono::seconds maxClockSkew, Clock clock = systemClock());

  // The JSON object sealed in `request.body`. `sessionToken` is the token the
  // request carries, if any: the envelope must have been sealed for it.
  // Throws DomainError with keys sealed_body_required, envelope_malformed,
  // envelope_unknown_key, envelope_expired, envelope_rejected, envelope_replayed.
  nlohmann::json open(const SealedRequest& request, std::optional<std::string_view> sessionToken = std::nullopt);

  std::chrono::seconds maxClockSkew() const { return maxClockSkew_; }

  // Replay records younger than this must stay. An envelope is fresh while its
  // issued_at is within the skew of the server's clock, so one first seen at S
  // can still be accepted until S + 2 x skew: forgetting its id earlier would
  // let a recording of it be replayed.
  std::chrono::seconds minimumRequestIdAge() const { return 2 * maxClockSkew_; }
  // Deletes replay records older than `age`; throws DomainError
  // invalid_parameter (and deletes nothing) below minimumRequestIdAge().
  std::int64_t forgetRequestIdsOlderThan(std::chrono::seconds age);
  // What the server forgets on its own (housekeeping): past the minimum by a
  // margin, as the instances' clocks and PostgreSQL's may differ a little.
  std::int64_t forgetExpiredRequestIds() { return forgetRequestIdsOlderThan(minimumRequestIdAge() + kForgetMargin); }
  static constexpr std::chrono::seconds kForgetMargin{300};
  static Clock systemClock();

 private:
  std::shared_ptr<const crypto::envelope::RecipientKey> recipientKey(const crypto::envelope::KeyId& keyId);

  PayloadKeyService& keys_;
  std::chrono::seconds maxClockSkew_;
  Clock clock_;
  std::mutex cacheMutex_;
  // Parsed private keys by key id; whether a key is still accepted is asked of
  // PayloadKeyService (the database) on every request.
  std::map<std::string, std::shared_ptr<const crypto::envelope::RecipientKey>> recipientKeys_;
};

}  // namespace panalo::services
