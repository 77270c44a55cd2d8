#include "panalo/crypto/envelope.hpp"

namespace panalo::crypto::envelope {

Freshness checkFreshness(std::uint64_t issuedAt, std::uint64_t nowSeconds, std::uint64_t maxSkewSeconds) noexcept {
  // Subtract the smaller from the larger: unsigned and overflow-free for any input.
  if (issuedAt <= nowSeconds) return nowSeconds - issuedAt <= maxSkewSeconds ? Freshness::kFresh : Freshness::kStale;
  return issuedAt - nowSeconds <= maxSkewSeconds ? Freshness::kFresh : Freshness::kFuture;
}

}  // namespace panalo::crypto::envelope
