// Fixture for the module_gate tests (tests/CMakeLists.txt), never compiled: the
// system domain declares no USES, so this include must fail the include check.
#include "domains/system/settings_repository.hpp"
#include "domains/verification/verification_module.hpp"
