#include "platform/security/sealed_seed.hpp"

#include "panalo/originals/fair.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::security {

std::vector<std::uint8_t> sealSeed(const MasterKey& key, const std::string& seed, const std::string& context) {
  return key.seal(std::vector<std::uint8_t>(seed.begin(), seed.end()), context);
}

std::string openSeed(const MasterKey& key, const std::vector<std::uint8_t>& sealed, const std::string& hash,
                     const std::string& context) {
  const auto opened = key.open(sealed, context);
  if (!opened) throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a server seed does not open");
  std::string seed(reinterpret_cast<const char*>(opened->data()), opened->size());
  if (originals::sha256Hex(seed) != hash) {
    throw DomainError(ErrorKind::Internal, error_keys::kInternalError, "a server seed does not match its hash");
  }
  return seed;
}

}  // namespace panalo::security
