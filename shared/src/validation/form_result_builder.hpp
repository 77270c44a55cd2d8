#pragma once
// Collects per-field messages for a FormResult, leaving out fields that passed.

#include <string>
#include <vector>

#include "panalo/validation/forms.hpp"

namespace panalo::validation::detail {

inline void report(FormResult& result, const std::string& field, std::vector<Message> messages) {
  if (!messages.empty()) result.fields[field] = std::move(messages);
}

}  // namespace panalo::validation::detail
