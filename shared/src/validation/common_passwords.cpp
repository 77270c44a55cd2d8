// Lookup in the front-coded common-password table (format: see
// shared/data/common-passwords/generate_common_passwords.py).
#include <algorithm>
#include <string_view>

#include "common_passwords_table.hpp"
#include "panalo/validation/password_policy.hpp"

namespace panalo::validation {
namespace {

using detail::kCommonPasswordBlockCount;
using detail::kCommonPasswordBlocks;

// The first entry of a block is stored whole: shared length 0, then its length.
std::string_view firstEntry(std::string_view block) { return block.substr(2, static_cast<unsigned char>(block[1])); }

// Entries are at most 255 bytes (lengths are stored in one byte), so one stack
// buffer holds any of them. No std::string here: in wasm, libc++ keeps only 10
// characters inline, and a heap allocation per entry made the lookup 4x native.
constexpr std::size_t kMaxEntry = 255;

bool blockContains(std::string_view block, std::string_view wanted) {
  char entry[kMaxEntry];
  std::size_t entryLength = 0;
  std::size_t offset = 0;
  while (offset + 2 <= block.size()) {
    const auto shared = static_cast<unsigned char>(block[offset]);
    const auto suffixLength = static_cast<unsigned char>(block[offset + 1]);
    entryLength = std::min<std::size_t>(shared, entryLength);
    const std::size_t copy = std::min<std::size_t>(suffixLength, kMaxEntry - entryLength);
    block.copy(entry + entryLength, copy, offset + 2);
    entryLength += copy;
    offset += 2 + suffixLength;
    const std::string_view current(entry, entryLength);
    if (current == wanted) return true;
    if (current > wanted) return false;  // sorted: it cannot come later
  }
  return false;
}

bool isListed(std::string_view wanted) {
  const std::string_view* begin = kCommonPasswordBlocks;
  const std::string_view* end = kCommonPasswordBlocks + kCommonPasswordBlockCount;
  // The last block whose first entry is <= wanted is the only one that can hold it.
  const std::string_view* after = std::upper_bound(
      begin, end, wanted, [](std::string_view value, std::string_view block) { return value < firstEntry(block); });
  if (after == begin) return false;
  return blockContains(*(after - 1), wanted);
}

}  // namespace

bool isCommonPassword(std::string_view password) {
  // Every listed entry is 8..(a few dozen) ASCII bytes: skip the work for the rest.
  if (password.size() < 8 || password.size() > kMaxEntry) return false;
  char lower[kMaxEntry];
  for (std::size_t i = 0; i < password.size(); ++i) {
    const char c = password[i];
    lower[i] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  return isListed(std::string_view(lower, password.size()));
}

std::size_t commonPasswordCount() { return detail::kCommonPasswordCount; }

}  // namespace panalo::validation
