// Lookup in the front-coded common-password table (format: see
// shared/data/common-passwords/generate_common_passwords.py).
#include <algorithm>
#include <string>

#include "common_passwords_table.hpp"
#include "panalo/validation/password_policy.hpp"

namespace panalo::validation {
namespace {

using detail::kCommonPasswordBlockCount;
using detail::kCommonPasswordBlocks;

// The first entry of a block is stored whole: shared length 0, then its length.
std::string_view firstEntry(std::string_view block) {
  return block.substr(2, static_cast<unsigned char>(block[1]));
}

bool blockContains(std::string_view block, std::string_view wanted) {
  std::string entry;
  std::size_t offset = 0;
  while (offset + 2 <= block.size()) {
    const auto shared = static_cast<unsigned char>(block[offset]);
    const auto suffixLength = static_cast<unsigned char>(block[offset + 1]);
    entry.resize(std::min<std::size_t>(shared, entry.size()));
    entry.append(block.substr(offset + 2, suffixLength));
    offset += 2 + suffixLength;
    if (entry == wanted) return true;
    if (std::string_view(entry) > wanted) return false;  // sorted: it cannot come later
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
  if (password.size() < 8 || password.size() > 255) return false;
  std::string lower(password);
  for (char& c : lower) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return isListed(lower);
}

std::size_t commonPasswordCount() { return detail::kCommonPasswordCount; }

}  // namespace panalo::validation
