#include "rare_byte_search.hpp"

#include <cstring>

namespace panalo::lobby::detail {
namespace {

constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
constexpr std::uint64_t kHighs = 0x8080808080808080ULL;

// Nonzero when some byte of `word` is zero. It may also flag a byte above a
// zero one, never miss one: every flagged block is checked byte by byte.
constexpr std::uint64_t hasZeroByte(std::uint64_t word) { return (word - kOnes) & ~word & kHighs; }

}  // namespace

RareByteSearch::RareByteSearch(std::string_view needle, const ByteFrequency& frequency) : needle_(needle) {
  std::uint32_t best = UINT32_MAX;
  for (std::size_t i = 0; i < needle.size(); ++i) {
    const auto byte = static_cast<unsigned char>(needle[i]);
    if (frequency[byte] < best) {
      best = frequency[byte];
      rareIndex_ = i;
      rare_ = byte;
    }
  }
}

bool RareByteSearch::matchesAt(std::string_view haystack, std::size_t start) const {
  return needle_.size() <= haystack.size() - start &&
         std::memcmp(haystack.data() + start, needle_.data(), needle_.size()) == 0;
}

std::size_t RareByteSearch::find(std::string_view haystack, std::size_t from) const {
  if (from > haystack.size() || needle_.size() > haystack.size() - from) return std::string_view::npos;
  const auto* data = reinterpret_cast<const unsigned char*>(haystack.data());
  const std::size_t end = haystack.size();
  const std::uint64_t pattern = kOnes * rare_;
  std::size_t at = from + rareIndex_;  // where the rare byte of a match at `from` would be
  while (end - at >= 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, data + at, sizeof word);
    if (hasZeroByte(word ^ pattern) != 0) {
      for (std::size_t k = 0; k < 8; ++k) {
        if (data[at + k] == rare_ && matchesAt(haystack, at + k - rareIndex_)) return at + k - rareIndex_;
      }
    }
    at += 8;
  }
  for (; at < end; ++at) {
    if (data[at] == rare_ && matchesAt(haystack, at - rareIndex_)) return at - rareIndex_;
  }
  return std::string_view::npos;
}

}  // namespace panalo::lobby::detail
