#pragma once
// JSON of GET /wps/system/encryption-key: the current public payload key and
// the HPKE suite (RFC 9180) clients must seal with.

#include <nlohmann/json.hpp>

#include "domains/sealed/payload_key_service.hpp"

namespace panalo::routes {

// {keyId, publicKey (base64url), kem, kdf, aeads}
nlohmann::json encryptionKeyJson(const services::PublicPayloadKey& key);

}  // namespace panalo::routes
