#pragma once
// Owning handles for OpenSSL objects, so every early return frees them.

#include <openssl/evp.h>

#include <memory>

namespace panalo::crypto::detail {

struct EvpPkeyFree {
  void operator()(EVP_PKEY* key) const noexcept { EVP_PKEY_free(key); }
};
struct EvpPkeyCtxFree {
  void operator()(EVP_PKEY_CTX* context) const noexcept { EVP_PKEY_CTX_free(context); }
};
struct EvpCipherCtxFree {
  void operator()(EVP_CIPHER_CTX* context) const noexcept { EVP_CIPHER_CTX_free(context); }
};
struct EvpMacFree {
  void operator()(EVP_MAC* mac) const noexcept { EVP_MAC_free(mac); }
};
struct EvpMacCtxFree {
  void operator()(EVP_MAC_CTX* context) const noexcept { EVP_MAC_CTX_free(context); }
};
struct EvpMdCtxFree {
  void operator()(EVP_MD_CTX* context) const noexcept { EVP_MD_CTX_free(context); }
};

using EvpPkeyPtr = std::unique_ptr<EVP_PKEY, EvpPkeyFree>;
using EvpPkeyCtxPtr = std::unique_ptr<EVP_PKEY_CTX, EvpPkeyCtxFree>;
using EvpCipherCtxPtr = std::unique_ptr<EVP_CIPHER_CTX, EvpCipherCtxFree>;
using EvpMacPtr = std::unique_ptr<EVP_MAC, EvpMacFree>;
using EvpMacCtxPtr = std::unique_ptr<EVP_MAC_CTX, EvpMacCtxFree>;
using EvpMdCtxPtr = std::unique_ptr<EVP_MD_CTX, EvpMdCtxFree>;

}  // namespace panalo::crypto::detail
