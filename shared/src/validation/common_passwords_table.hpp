#pragma once
// The generated common-password table (common_passwords_table.cpp); its format
// is described in shared/data/common-passwords/generate_common_passwords.py.

#include <cstddef>
#include <string_view>

namespace panalo::validation::detail {

extern const std::size_t kCommonPasswordCount;
extern const std::size_t kCommonPasswordBlockSize;
extern const std::size_t kCommonPasswordBlockCount;
extern const std::string_view kCommonPasswordBlocks[];

}  // namespace panalo::validation::detail
