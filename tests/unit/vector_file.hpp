#pragma once
// Reads a shared test-vector file from tests/vectors/ (the wasm tests read the
// same files), so both sides check the same cases.

#include <nlohmann/json.hpp>

#include <fstream>
#include <stdexcept>
#include <string>

namespace panalo::testing {

inline nlohmann::json readVectorFile(const std::string& relativePath) {
  const std::string path = std::string(PANALO_VECTORS_DIR) + "/" + relativePath;
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open vector file " + path);
  return nlohmann::json::parse(in);
}

}  // namespace panalo::testing
