#pragma once
// What a module header needs to declare its operator commands: CLI::App by name
// and Lazy. CLI11 is header-only and large, and the module headers reach almost
// every unit (server, tools, tests): only the files that register commands include
// command_line.hpp (and so CLI11), which keeps builds and clang-tidy passes short.

#include <functional>

namespace CLI {
class App;
}  // namespace CLI

namespace panalo::cli {

// A module built on first use: commands are registered before the command line
// is parsed, the modules are built when a parsed command runs.
template <class Module>
using Lazy = std::function<Module&()>;

}  // namespace panalo::cli
