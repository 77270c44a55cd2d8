#include "domains/sealed/payload_key_service.hpp"

#include <openssl/rand.h>

#include "panalo/crypto/hpke.hpp"
#include "panalo/crypto/text_encoding.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"
#include "platform/security/random_text.hpp"

namespace panalo::services {
namespace {

std::string newKeyId() { return security::randomHex(8); }

// The same DeriveKeyPair the browser uses for its ephemeral keys, fed from the
// system RNG: one X25519 code path for the whole project.
crypto::hpke::KeyPair newKeyPair() {
  crypto::SecretBytes ikm(crypto::hpke::kMinIkmSize);
  if (RAND_bytes(ikm.data(), static_cast<int>(ikm.size())) != 1) throw std::runtime_error("RAND_bytes failed");
  auto pair = crypto::hpke::deriveKeyPair(ikm.view());
  if (!pair) throw std::runtime_error("X25519 key derivation failed");
  return std::move(pair.value());
}

}  // namespace

PayloadKeyService::PayloadKeyService(repositories::PayloadKeyRepository& keys,
                                     std::optional<security::MasterKey> masterKey, std::chrono::seconds gracePeriod)
    : keys_(keys), masterKey_(std::move(masterKey)), gracePeriod_(gracePeriod) {}

const security::MasterKey& PayloadKeyService::masterKey() const {
  if (!masterKey_) {
    throw DomainError(ErrorKind::Unavailable, error_keys::kServiceUnavailable,
                      "PANALO_MASTER_KEY is not configured; sealed requests cannot be opened");
  }
  return *masterKey_;
}

repositories::StoredPayloadKey PayloadKeyService::makeKey() const {
  const auto pair = newKeyPair();
  repositories::StoredPayloadKey key;
  key.keyId = newKeyId();
  key.publicKey.assign(pair.publicKey.begin(), pair.publicKey.end());
  key.sealedPrivateKey = masterKey().seal(
      std::vector<std::uint8_t>(pair.privateKey.data(), pair.privateKey.data() + pair.privateKey.size()),
      "payload-key:" + key.keyId);
  key.current = true;
  return key;
}

PublicPayloadKey PayloadKeyService::currentKey() {
  if (auto stored = keys_.current()) return {stored->keyId, stored->publicKey};
  // Several instances may get here at once; the unique index lets one win and
  // everyone then reads the winner's key.
  keys_.install(makeKey(), /*onlyIfNone=*/true);
  auto stored = keys_.current();
  if (!stored) throw std::runtime_error("no current payload key after install");
  return {stored->keyId, stored->publicKey};
}

std::optional<crypto::SecretBytes> PayloadKeyService::privateKeyFor(const std::string& keyId) {
  const auto stored = keys_.find(keyId);
  if (!stored) return std::nullopt;
  if (!stored->current && stored->supersededForSeconds > gracePeriod_.count()) return std::nullopt;
  std::lock_guard<std::mutex> lock(cacheMutex_);
  auto cached = openedKeys_.find(keyId);
  if (cached != openedKeys_.end()) return cached->second;
  auto opened = masterKey().open(stored->sealedPrivateKey, "payload-key:" + keyId);
  if (!opened) {
    // Wrong master key, or a tampered row: refuse, loudly in the logs of the caller.
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "payload key does not open with the master key");
  }
  openedKeys_.emplace(keyId, *opened);
  return opened;
}

PublicPayloadKey PayloadKeyService::rotate() {
  const auto key = makeKey();
  keys_.install(key, /*onlyIfNone=*/false);
  return {key.keyId, key.publicKey};
}

}  // namespace panalo::services
