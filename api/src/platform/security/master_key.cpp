#include "platform/security/master_key.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <memory>
#include <stdexcept>

namespace panalo::security {
namespace {

constexpr std::size_t kKeyBytes = 32;
constexpr std::size_t kNonceBytes = 12;
constexpr std::size_t kTagBytes = 16;

using CipherContext = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;

CipherContext newContext() {
  CipherContext context(EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
  if (!context) throw std::runtime_error("EVP_CIPHER_CTX_new failed");
  return context;
}

int asInt(std::size_t size) {
  if (size > 0x7fffffff) throw std::length_error("buffer too large");
  return static_cast<int>(size);
}

const unsigned char* asBytes(const std::string& text) { return reinterpret_cast<const unsigned char*>(text.data()); }

}  // namespace

std::vector<std::uint8_t> base64Decode(const std::string& text) {
  std::string clean;
  for (char c : text) {
    if (c != '\n' && c != '\r' && c != ' ') clean += c;
  }
  if (clean.size() % 4 != 0) throw std::invalid_argument("base64 length must be a multiple of 4");
  std::vector<std::uint8_t> out(clean.size() / 4 * 3);
  const int written = EVP_DecodeBlock(out.data(), asBytes(clean), asInt(clean.size()));
  if (written < 0) throw std::invalid_argument("not base64");
  std::size_t size = static_cast<std::size_t>(written);
  // EVP_DecodeBlock counts padding as zero bytes; drop them.
  if (!clean.empty() && clean.back() == '=') --size;
  if (clean.size() > 1 && clean[clean.size() - 2] == '=') --size;
  out.resize(size);
  return out;
}

std::string base64Encode(const std::vector<std::uint8_t>& bytes) {
  std::string out(4 * ((bytes.size() + 2) / 3) + 1, '\0');
  const int written = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), bytes.data(), asInt(bytes.size()));
  out.resize(static_cast<std::size_t>(written));
  return out;
}

MasterKey MasterKey::fromBase64(const std::string& base64) {
  std::vector<std::uint8_t> key;
  try {
    key = base64Decode(base64);
  } catch (const std::invalid_argument&) {
    throw std::invalid_argument("PANALO_MASTER_KEY must be 32 bytes in base64 (openssl rand -base64 32)");
  }
  if (key.size() != kKeyBytes) {
    throw std::invalid_argument("PANALO_MASTER_KEY must be 32 bytes in base64 (openssl rand -base64 32)");
  }
  crypto::SecretBytes secret{crypto::ByteView(key)};
  OPENSSL_cleanse(key.data(), key.size());
  return MasterKey(std::move(secret));
}

std::vector<std::uint8_t> MasterKey::seal(const std::vector<std::uint8_t>& plaintext,
                                          const std::string& context) const {
  std::vector<std::uint8_t> out(kNonceBytes + plaintext.size() + kTagBytes);
  if (RAND_bytes(out.data(), static_cast<int>(kNonceBytes)) != 1) throw std::runtime_error("RAND_bytes failed");
  auto ctx = newContext();
  int length = 0;
  if (EVP_EncryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, key_.data(), out.data()) != 1 ||
      EVP_EncryptUpdate(ctx.get(), nullptr, &length, asBytes(context), asInt(context.size())) != 1 ||
      EVP_EncryptUpdate(ctx.get(), out.data() + kNonceBytes, &length, plaintext.data(), asInt(plaintext.size())) != 1 ||
      EVP_EncryptFinal_ex(ctx.get(), out.data() + kNonceBytes + plaintext.size(), &length) != 1 ||
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, static_cast<int>(kTagBytes),
                          out.data() + kNonceBytes + plaintext.size()) != 1) {
    throw std::runtime_error("AES-GCM seal failed");
  }
  return out;
}

std::optional<crypto::SecretBytes> MasterKey::open(const std::vector<std::uint8_t>& sealed,
                                                   const std::string& context) const {
  if (sealed.size() < kNonceBytes + kTagBytes) return std::nullopt;
  const std::size_t bodySize = sealed.size() - kNonceBytes - kTagBytes;
  crypto::SecretBytes plain(bodySize);
  std::vector<std::uint8_t> tag(sealed.end() - static_cast<long>(kTagBytes), sealed.end());
  auto ctx = newContext();
  int length = 0;
  const bool ok =
      EVP_DecryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, key_.data(), sealed.data()) == 1 &&
      EVP_DecryptUpdate(ctx.get(), nullptr, &length, asBytes(context), asInt(context.size())) == 1 &&
      EVP_DecryptUpdate(ctx.get(), plain.data(), &length, sealed.data() + kNonceBytes, asInt(bodySize)) == 1 &&
      EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, static_cast<int>(kTagBytes), tag.data()) == 1 &&
      EVP_DecryptFinal_ex(ctx.get(), plain.data() + bodySize, &length) == 1;
  if (!ok) return std::nullopt;  // `plain` is wiped as it goes
  return plain;
}

crypto::SecretBytes MasterKey::deriveKey(const std::string& label) const {
  crypto::SecretBytes derived(kKeyBytes);
  unsigned int length = 0;
  if (HMAC(EVP_sha256(), key_.data(), asInt(key_.size()), asBytes(label), label.size(), derived.data(), &length) ==
          nullptr ||
      length != kKeyBytes) {
    throw std::runtime_error("HMAC-SHA256 failed");
  }
  return derived;
}

}  // namespace panalo::security
