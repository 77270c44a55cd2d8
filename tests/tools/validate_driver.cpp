// Native side of the native-vs-wasm differential test: reads one JSON request per
// line on stdin, runs shared/'s validateFormJson, writes one JSON response per
// line. The wasm side runs the same requests through panalo_forms.wasm and the
// two outputs must be byte for byte equal.
#include <iostream>
#include <string>

#include "panalo/validation/form_json.hpp"

int main() {
  std::ios::sync_with_stdio(false);
  std::string line;
  while (std::getline(std::cin, line)) {
    std::cout << panalo::validation::validateFormJson(line) << '\n';
  }
  return 0;
}
