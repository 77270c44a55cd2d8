// Fixture for the module_gate tests (tests/CMakeLists.txt), never compiled: a
// domain may include its own files and the platform.
#include "domains/system/settings_repository.hpp"
#include "platform/db/connection_pool.hpp"
