#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/db/connection_pool.hpp"

namespace panalo::repositories {

struct StoredPayloadKey {
  std::string keyId;
  std::vector<std::uint8_t> publicKey;
  std::vector<std::uint8_t> sealedPrivateKey;
  bool current = false;
  // Seconds since the key was superseded (0 for the current key).
  std::int64_t supersededForSeconds = 0;
};

class PayloadKeyRepository {
 public:
  explicit PayloadKeyRepository(db::ConnectionPool& pool) : pool_(pool) {}

  std::optional<StoredPayloadKey> current();
  std::optional<StoredPayloadKey> find(const std::string& keyId);
  // Makes `key` the current key and marks the previous one superseded, in one
  // transaction. With `onlyIfNone`, does nothing when a current key exists (the
  // first-start race between instances); returns whether the key was stored.
  bool install(const StoredPayloadKey& key, bool onlyIfNone);
  std::vector<StoredPayloadKey> list();
  // Records a request id; false if it was seen before (a replay).
  bool recordRequestId(const std::vector<std::uint8_t>& requestId);
  // Deletes request ids first seen longer ago than `age`; no minimum here
  // (SealedBodyService::forgetRequestIdsOlderThan keeps replay protection whole).
  std::int64_t purgeRequestIdsOlderThan(std::chrono::seconds age);

 private:
  db::ConnectionPool& pool_;
};

}  // namespace panalo::repositories
