#pragma once
// Runs the real panaloctl binary against a suite's database, the way scripts,
// cron jobs and the browser journeys do.

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

#include "test_paths.hpp"

namespace panalo::testing {

struct ToolRun {
  int exitCode = -1;
  std::string out;  // stdout and stderr together
};

// Runs `command` in a shell and collects what it prints.
inline ToolRun runCommand(const std::string& command) {
  ToolRun run;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return run;
  std::array<char, 4096> buffer{};
  std::size_t read = 0;
  while ((read = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) run.out.append(buffer.data(), read);
  const int status = pclose(pipe);
  run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return run;
}

// `environment`: more VAR=value words for the tool, e.g. "PANALO_ENVELOPE_MAX_SKEW_S=30".
inline ToolRun runPanaloctl(const std::string& databaseUrl, const std::string& arguments,
                            const std::string& environment = "") {
  return runCommand("DATABASE_URL='" + databaseUrl + "' " + environment + " '" + std::string(panaloctlPath()) + "' " +
                    arguments + " 2>&1");
}

}  // namespace panalo::testing
