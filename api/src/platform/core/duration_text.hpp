#pragma once

#include <chrono>
#include <string>

namespace panalo::core {

// "45s", "30m", "1h", "2d" (1 to 100000 units) -> seconds; anything else throws
// DomainError invalid_parameter.
std::chrono::seconds parseDuration(const std::string& text);

}  // namespace panalo::core
