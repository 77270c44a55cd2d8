#pragma once
// panaloctl is one operator tool that grows with each feature: each feature adds a
// file that registers its commands here. A command gets its words after the
// command name and the shared services; it prints for a person and returns an
// exit code. Usage mistakes throw UsageError.

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

#include "app/app_services.hpp"

namespace panalo::cli {

struct UsageError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

struct Command {
  std::string name;     // e.g. "status set"
  std::string args;     // e.g. "<normal|maintenance|region-restricted>"
  std::string summary;  // one line for the help text
  std::function<int(const std::vector<std::string>& args, app::AppServices& services)> run;
};

void addDatabaseCommands(std::vector<Command>& commands);
void addSystemCommands(std::vector<Command>& commands);
void addKeyCommands(std::vector<Command>& commands);
void addMemberCommands(std::vector<Command>& commands);
void addGuardCommands(std::vector<Command>& commands);
void addOutboxCommands(std::vector<Command>& commands);
void addBlockCommands(std::vector<Command>& commands);
void addGeoIpCommands(std::vector<Command>& commands);
void addAgentCommands(std::vector<Command>& commands);
void addCustomerServiceCommands(std::vector<Command>& commands);
void addTrialCommands(std::vector<Command>& commands);

}  // namespace panalo::cli
