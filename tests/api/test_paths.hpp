#pragma once
// Where the API tests find the programs and files they run or read. The paths
// are compiled into test_paths.cpp alone: as compile definitions of every test
// file they made each fresh clone (and each sanitizer build) miss ccache for
// all of them, since the paths differ while the code does not.

namespace panalo::testing {

const char* panaloctlPath();    // build/.../api/panaloctl
const char* serverPath();       // build/.../api/panalo-server
const char* openapiFilePath();  // api/openapi.yaml
const char* pgScriptPath();     // ci/pg.sh

}  // namespace panalo::testing
