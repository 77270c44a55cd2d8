// api/openapi.yaml is the contract the UI's types are generated from; the
// server's route table must list exactly the operations it names.
#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <regex>
#include <set>
#include <string>

#include "app/modules.hpp"

namespace {

using Operation = std::pair<std::string, std::string>;  // path, METHOD

// Reads the operations under `paths:`. The file keeps the block style this
// expects (two spaces before a path, four before a method); anything else fails
// the test with a message rather than passing by accident.
std::set<Operation> operationsInContract() {
  std::ifstream in(PANALO_OPENAPI_FILE);
  if (!in) throw std::runtime_error("cannot open " + std::string(PANALO_OPENAPI_FILE));
  const std::regex pathLine(R"(^  (/[^:\s]*):\s*$)");
  const std::regex methodLine(R"(^    (get|put|post|delete|patch|head|options):)");
  std::set<Operation> operations;
  std::string line;
  std::string currentPath;
  bool inPaths = false;
  std::smatch match;
  while (std::getline(in, line)) {
    if (line.rfind("paths:", 0) == 0) {
      inPaths = true;
      continue;
    }
    if (inPaths && !line.empty() && line[0] != ' ' && line[0] != '#') break;  // next top-level key
    if (!inPaths) continue;
    if (std::regex_search(line, match, pathLine)) {
      currentPath = match[1];
    } else if (std::regex_search(line, match, methodLine)) {
      std::string method = match[1];
      for (char& c : method) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      operations.emplace(currentPath, method);
    }
  }
  return operations;
}

TEST(OpenApiContract, RouteTableMatchesTheContract) {
  panalo::app::Modules services("", 1);  // connects lazily: no database needed
  std::set<Operation> served;
  for (const auto& key : services.buildRouteTable().keys()) served.emplace(key.path, key.method);
  const auto contract = operationsInContract();
  ASSERT_FALSE(contract.empty()) << "no operations found under paths: in api/openapi.yaml";
  for (const auto& operation : served) {
    EXPECT_TRUE(contract.count(operation))
        << operation.second << ' ' << operation.first << " is served but missing from api/openapi.yaml";
  }
  for (const auto& operation : contract) {
    EXPECT_TRUE(served.count(operation)) << operation.second << ' ' << operation.first
                                         << " is in api/openapi.yaml but the server has no such route";
  }
}

}  // namespace
