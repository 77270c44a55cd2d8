#include "aead.hpp"

#include <climits>

#include "openssl_handles.hpp"

namespace panalo::crypto::detail {
namespace {

const EVP_CIPHER* cipherFor(hpke::Aead aead) noexcept {
  return aead == hpke::Aead::kAes128Gcm ? EVP_aes_128_gcm() : EVP_chacha20_poly1305();
}

// EVP lengths are int; refusing anything larger keeps the casts below exact.
bool fitsInt(std::size_t size) noexcept { return size <= static_cast<std::size_t>(INT_MAX) - hpke::kTagSize; }

// A non-null pointer for empty inputs: some EVP paths treat NULL input as
// "this is an AAD call" or reject it outright.
const std::uint8_t* nonNull(ByteView bytes) noexcept {
  static constexpr std::uint8_t kEmpty = 0;
  return bytes.empty() ? &kEmpty : bytes.data();
}

bool initCipher(EVP_CIPHER_CTX* context, hpke::Aead aead, ByteView key, ByteView nonce, int encrypt) noexcept {
  return key.size() == hpke::aeadKeySize(aead) && nonce.size() == hpke::kNonceSize &&
         EVP_CipherInit_ex(context, cipherFor(aead), nullptr, nullptr, nullptr, encrypt) == 1 &&
         EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_AEAD_SET_IVLEN, static_cast<int>(hpke::kNonceSize), nullptr) == 1 &&
         EVP_CipherInit_ex(context, nullptr, nullptr, key.data(), nonce.data(), encrypt) == 1;
}

}  // namespace

Outcome<Bytes, hpke::HpkeError> aeadSeal(hpke::Aead aead, ByteView key, ByteView nonce, ByteView aad,
                                         ByteView plaintext) {
  if (!fitsInt(aad.size()) || !fitsInt(plaintext.size())) return hpke::HpkeError::kInvalidArgument;
  const EvpCipherCtxPtr context(EVP_CIPHER_CTX_new());
  if (!context || !initCipher(context.get(), aead, key, nonce, 1)) return hpke::HpkeError::kBackend;

  Bytes sealed(plaintext.size() + hpke::kTagSize);
  int length = 0;
  if (!aad.empty() &&
      EVP_EncryptUpdate(context.get(), nullptr, &length, aad.data(), static_cast<int>(aad.size())) != 1) {
    return hpke::HpkeError::kBackend;
  }
  int written = 0;
  if (EVP_EncryptUpdate(context.get(), sealed.data(), &written, nonNull(plaintext),
                        static_cast<int>(plaintext.size())) != 1) {
    return hpke::HpkeError::kBackend;
  }
  int finalLength = 0;
  if (EVP_EncryptFinal_ex(context.get(), sealed.data() + written, &finalLength) != 1 ||
      static_cast<std::size_t>(written) + static_cast<std::size_t>(finalLength) != plaintext.size()) {
    return hpke::HpkeError::kBackend;
  }
  if (EVP_CIPHER_CTX_ctrl(context.get(), EVP_CTRL_AEAD_GET_TAG, static_cast<int>(hpke::kTagSize),
                          sealed.data() + plaintext.size()) != 1) {
    return hpke::HpkeError::kBackend;
  }
  return sealed;
}

Outcome<SecretBytes, hpke::HpkeError> aeadOpen(hpke::Aead aead, ByteView key, ByteView nonce, ByteView aad,
                                               ByteView ciphertext) {
  if (ciphertext.size() < hpke::kTagSize) return hpke::HpkeError::kOpenFailed;
  if (!fitsInt(aad.size()) || !fitsInt(ciphertext.size())) return hpke::HpkeError::kInvalidArgument;
  const EvpCipherCtxPtr context(EVP_CIPHER_CTX_new());
  if (!context || !initCipher(context.get(), aead, key, nonce, 0)) return hpke::HpkeError::kBackend;

  const std::size_t bodySize = ciphertext.size() - hpke::kTagSize;
  // EVP wants a writable tag buffer; copy it rather than cast away const.
  std::array<std::uint8_t, hpke::kTagSize> tag{};
  for (std::size_t i = 0; i < tag.size(); ++i) tag[i] = ciphertext[bodySize + i];
  if (EVP_CIPHER_CTX_ctrl(context.get(), EVP_CTRL_AEAD_SET_TAG, static_cast<int>(tag.size()), tag.data()) != 1) {
    return hpke::HpkeError::kBackend;
  }

  // One spare byte so an empty plaintext still has a valid output pointer.
  SecretBytes plaintext(bodySize + 1);
  int length = 0;
  if (!aad.empty() &&
      EVP_DecryptUpdate(context.get(), nullptr, &length, aad.data(), static_cast<int>(aad.size())) != 1) {
    return hpke::HpkeError::kBackend;
  }
  int written = 0;
  if (EVP_DecryptUpdate(context.get(), plaintext.data(), &written, nonNull(ciphertext.subview(0, bodySize)),
                        static_cast<int>(bodySize)) != 1) {
    return hpke::HpkeError::kOpenFailed;
  }
  int finalLength = 0;
  // The tag check happens here; on failure `plaintext` is wiped as it goes out of scope.
  if (EVP_DecryptFinal_ex(context.get(), plaintext.data() + written, &finalLength) != 1) {
    return hpke::HpkeError::kOpenFailed;
  }
  if (static_cast<std::size_t>(written) + static_cast<std::size_t>(finalLength) != bodySize) {
    return hpke::HpkeError::kBackend;
  }
  plaintext.truncate(bodySize);
  return plaintext;
}

}  // namespace panalo::crypto::detail
