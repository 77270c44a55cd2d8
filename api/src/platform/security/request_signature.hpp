#pragma once
// Signed server-to-server requests (the seamless-wallet protocol between a game
// provider and the platform): the sender puts the unix time in seconds in a
// header and signs "<timestamp>\n<path>\n<body>" with HMAC-SHA256 under the
// secret both sides hold; the receiver recomputes and compares in constant
// time, and refuses a timestamp outside its clock-skew window. Binding the path
// stops a signed debit from being replayed as a credit; binding the time bounds
// how long a captured request can be replayed at all (within the window the
// transaction id makes a replay answer the first answer and change nothing).

#include <string>

#include "panalo/crypto/secret_bytes.hpp"

namespace panalo::security {

inline constexpr const char* kSignatureHeader = "x-panalo-signature";
inline constexpr const char* kTimestampHeader = "x-panalo-timestamp";
inline constexpr const char* kVendorHeader = "x-panalo-vendor";

// Lower-case hex HMAC-SHA256(secret, timestamp "\n" path "\n" body).
std::string requestSignature(const crypto::SecretBytes& secret, const std::string& timestamp, const std::string& path,
                             const std::string& body);
// Constant-time comparison of two signatures (of any length).
bool sameSignature(const std::string& expected, const std::string& given);

}  // namespace panalo::security
