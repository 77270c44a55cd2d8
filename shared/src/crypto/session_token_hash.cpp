#include <openssl/evp.h>

#include "panalo/crypto/envelope.hpp"

namespace panalo::crypto::envelope {

Outcome<SessionHash, EnvelopeError> sessionTokenHash(std::string_view sessionToken) {
  SessionHash hash{};
  unsigned int length = 0;
  // The token is never bound itself: the AAD is not secret, and a hash lets the
  // server compare against what it stores instead of the token.
  if (EVP_Digest(sessionToken.data(), sessionToken.size(), hash.data(), &length, EVP_sha256(), nullptr) != 1 ||
      length != hash.size()) {
    return EnvelopeError::kInternal;
  }
  return hash;
}

}  // namespace panalo::crypto::envelope
