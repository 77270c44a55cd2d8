#include "test_paths.hpp"

// The definitions come from tests/CMakeLists.txt, on this file only.
namespace panalo::testing {

const char* panaloctlPath() { return PANALO_CTL_PATH; }
const char* serverPath() { return PANALO_SERVER_PATH; }
const char* openapiFilePath() { return PANALO_OPENAPI_FILE; }
const char* pgScriptPath() { return PANALO_PG_SCRIPT; }

}  // namespace panalo::testing
