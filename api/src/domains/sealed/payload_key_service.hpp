#pragma once
// The server's HPKE key pairs for sealed request bodies. The first start makes
// one; `rotate` makes a new current key at once while the previous one still
// opens envelopes for a grace period (a page opened before the rotation still
// works), then it is refused. Request ids are recorded here to refuse replays
// across every instance.

#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "domains/sealed/payload_key_repository.hpp"
#include "platform/security/master_key.hpp"

namespace panalo::services {

struct PublicPayloadKey {
  std::string keyId;
  std::vector<std::uint8_t> publicKey;
};

class PayloadKeyService {
 public:
  PayloadKeyService(repositories::PayloadKeyRepository& keys, std::optional<security::MasterKey> masterKey,
                    std::chrono::seconds gracePeriod);

  // The key clients seal to; created on first use when there is none.
  PublicPayloadKey currentKey();
  // The private key for `keyId` if it is current or still within its grace period.
  std::optional<crypto::SecretBytes> privateKeyFor(const std::string& keyId);
  PublicPayloadKey rotate();
  std::vector<repositories::StoredPayloadKey> list() { return keys_.list(); }
  std::chrono::seconds gracePeriod() const { return gracePeriod_; }

  // False when this request id was already used: the envelope is a replay.
  bool claimRequestId(const std::vector<std::uint8_t>& requestId) { return keys_.recordRequestId(requestId); }
  // No minimum age here: callers go through SealedBodyService::forgetRequestIdsOlderThan.
  std::int64_t purgeRequestIdsOlderThan(std::chrono::seconds age) { return keys_.purgeRequestIdsOlderThan(age); }

 private:
  const security::MasterKey& masterKey() const;
  repositories::StoredPayloadKey makeKey() const;

  repositories::PayloadKeyRepository& keys_;
  std::optional<security::MasterKey> masterKey_;
  std::chrono::seconds gracePeriod_;
  std::mutex cacheMutex_;
  std::map<std::string, crypto::SecretBytes> openedKeys_;  // decrypting once per key id
};

}  // namespace panalo::services
