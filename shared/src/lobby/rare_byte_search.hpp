#pragma once
// Substring search for the lobby's name filter. It scans for the needle's
// rarest byte in the catalogue (counted once when the catalogue is loaded),
// eight bytes per step, and compares the whole needle only where that byte
// occurs: "fortune" is looked for by its 'f', "ngoc" by its 'g'. Plain C++ that
// compiles to tight wasm (no SIMD needed) and to the same answers natively.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace panalo::lobby::detail {

using ByteFrequency = std::array<std::uint32_t, 256>;

class RareByteSearch {
 public:
  // `needle` must not be empty and must outlive the search.
  RareByteSearch(std::string_view needle, const ByteFrequency& frequency);

  // Where `needle` first starts in `haystack` at or after `from`, or npos.
  std::size_t find(std::string_view haystack, std::size_t from) const;

 private:
  bool matchesAt(std::string_view haystack, std::size_t start) const;

  std::string_view needle_;
  std::size_t rareIndex_ = 0;  // where the rarest byte sits in the needle
  unsigned char rare_ = 0;
};

}  // namespace panalo::lobby::detail
