#pragma once
// Reading fields of an opened JSON body. A field of the wrong type is the
// client's error, said plainly; an absent one reads as empty so the shared
// validators give their own "input_cannot_be_empty" verdict.

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <string>
#include <string_view>

#include "panalo/validation/forms.hpp"

namespace panalo::services {

std::string stringField(const nlohmann::json& body, const std::string& name);
bool boolField(const nlohmann::json& body, const std::string& name, bool whenAbsent);

// Throws DomainError(InvalidInput) with the first message key of the first
// failing field, taking fields in `order` (the form's order on screen) first.
void requireValid(const validation::FormResult& result, std::initializer_list<std::string_view> order);

}  // namespace panalo::services
