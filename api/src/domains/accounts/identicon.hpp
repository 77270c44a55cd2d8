#pragma once
// A deterministic avatar (an "identicon"): a 5 x 5 mirrored pattern in one
// colour on a light background, both taken from SHA-256 of the seed. The same
// seed always gives the same PNG bytes, so browsers and tests can compare them.

#include <cstdint>
#include <string>
#include <vector>

namespace panalo::services {

inline constexpr int kIdenticonPixels = 120;

std::vector<std::uint8_t> renderIdenticonPng(const std::string& seed);

}  // namespace panalo::services
