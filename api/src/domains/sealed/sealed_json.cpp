#include "domains/sealed/sealed_json.hpp"

#include "panalo/crypto/text_encoding.hpp"

namespace panalo::routes {

nlohmann::json encryptionKeyJson(const services::PublicPayloadKey& key) {
  return {{"keyId", key.keyId},
          {"publicKey", crypto::toBase64Url(crypto::ByteView(key.publicKey))},
          {"kem", "DHKEM(X25519, HKDF-SHA256)"},
          {"kdf", "HKDF-SHA256"},
          {"aeads", {"ChaCha20Poly1305", "AES-128-GCM"}}};
}

}  // namespace panalo::routes
