#include "platform/http/request_id.hpp"

#include <openssl/rand.h>

#include <stdexcept>

namespace panalo::http {

std::string newRequestId() {
  unsigned char bytes[16];
  if (RAND_bytes(bytes, sizeof bytes) != 1) throw std::runtime_error("RAND_bytes failed");
  static const char* hex = "0123456789abcdef";
  std::string id;
  id.reserve(32);
  for (unsigned char byte : bytes) {
    id += hex[byte >> 4];
    id += hex[byte & 0x0f];
  }
  return id;
}

}  // namespace panalo::http
