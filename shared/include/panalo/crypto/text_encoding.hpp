#pragma once
// Text forms of binary values: lowercase hex (key ids, test vectors) and
// base64url without padding (RFC 4648 section 5; envelopes and public keys in
// JSON). Decoders are strict: one canonical text per value, so two different
// strings never decode to the same envelope.

#include <optional>
#include <string>
#include <string_view>

#include "panalo/crypto/byte_view.hpp"

namespace panalo::crypto {

std::string toHex(ByteView bytes);
// Accepts upper or lower case; nothing on odd length or a non-hex character.
std::optional<Bytes> fromHex(std::string_view text);

std::string toBase64Url(ByteView bytes);
// Nothing on padding, whitespace, characters outside [A-Za-z0-9_-], a length of
// 1 mod 4, or non-zero unused bits in the last character.
std::optional<Bytes> fromBase64Url(std::string_view text);

}  // namespace panalo::crypto
