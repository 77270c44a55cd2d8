#include "domains/sealed/sealed_routes.hpp"

#include "platform/http/envelope.hpp"
#include "panalo/crypto/text_encoding.hpp"

namespace panalo::routes {

void addSecurityRoutes(http::RouteTable& routes, services::PayloadKeyService& payloadKeys) {
  routes.add("GET", "/wps/system/encryption-key", [&payloadKeys](const http::HttpRequest&) {
    const auto key = payloadKeys.currentKey();
    return http::okJson({{"keyId", key.keyId},
                         {"publicKey", crypto::toBase64Url(crypto::ByteView(key.publicKey))},
                         {"kem", "DHKEM(X25519, HKDF-SHA256)"},
                         {"kdf", "HKDF-SHA256"},
                         {"aeads", {"ChaCha20Poly1305", "AES-128-GCM"}}});
  });
}

}  // namespace panalo::routes
