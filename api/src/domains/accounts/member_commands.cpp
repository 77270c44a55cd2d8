#include <iomanip>
#include <iostream>
#include <string>

#include "app/cli/command.hpp"
#include "panalo/validation/password_policy.hpp"
#include "domains/accounts/member_types.hpp"

namespace panalo::cli {
namespace {

// The password comes from stdin, never argv: argv shows in ps and shell history.
std::string readPasswordFromStdin() {
  std::string password;
  if (!std::getline(std::cin, password)) throw UsageError("give the password on stdin");
  if (!password.empty() && password.back() == '\r') password.pop_back();
  return password;
}

const char* typeName(int code) {
  if (services::member_types::isAgent(code)) return "agent";
  if (services::member_types::isTrial(code)) return "trial";
  if (code == services::member_types::kMember) return "member";
  return "non-member";
}

int createMember(const std::vector<std::string>& args, app::AppServices& services) {
  if (args.empty() || args[0].empty() || args[0][0] == '-') throw UsageError("expected an account name first");
  repositories::NewMember member;
  member.account = args[0];
  member.nickname = args[0];
  member.typeCode = services::member_types::kMember;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--agent") {
      member.typeCode = services::member_types::kAgent;
    } else if (args[i] == "--trial") {
      member.typeCode = services::member_types::kTrial;
    } else if (args[i] == "--nickname" && i + 1 < args.size()) {
      member.nickname = args[++i];
    } else if (args[i] == "--default-password") {
      // The member must choose their own at first login (login value defaultPassword).
      member.mustChangePassword = true;
    } else {
      throw UsageError("unknown option '" + args[i] + "'");
    }
  }
  const auto password = readPasswordFromStdin();
  const auto problems = validation::checkNewPassword(password, member.account,
                                                     services.registrationSettings.settings().rule("password"));
  if (!problems.empty()) {
    std::cerr << "password refused: " << problems.front().key << '\n';
    return 1;
  }
  member.passwordHash = services.passwordHasher.hash(password);
  const auto id = services.members.create(member);
  std::cout << "created " << typeName(member.typeCode) << ' ' << member.account << " (id " << id << ")\n";
  return 0;
}

// An operator's reset: the member logs in with this password once and is made
// to change it. Every session ends.
int resetPassword(const std::vector<std::string>& args, app::AppServices& services) {
  if (args.size() != 1 || args[0].empty() || args[0][0] == '-') throw UsageError("expected 1 argument: <account>");
  const auto member = services.members.findByAccount(args[0]);
  if (!member) {
    std::cerr << "no account named '" << args[0] << "'\n";
    return 1;
  }
  const auto password = readPasswordFromStdin();
  const auto problems = validation::checkNewPassword(password, member->account,
                                                     services.registrationSettings.settings().rule("password"));
  if (!problems.empty()) {
    std::cerr << "password refused: " << problems.front().key << '\n';
    return 1;
  }
  if (!services.members.setOperatorPassword(member->account, services.passwordHasher.hash(password))) {
    std::cerr << "no account named '" << args[0] << "'\n";
    return 1;
  }
  std::cout << "password of " << member->account << " reset; it must be changed at the next login\n";
  return 0;
}

}  // namespace

void addMemberCommands(std::vector<Command>& commands) {
  commands.push_back({"members create", "<account> [--agent|--trial] [--nickname N] [--default-password]",
                      "create a member, agent or trial account; password on stdin", createMember});
  commands.push_back({"members reset-password", "<account>",
                      "set a password the member must change at next login (stdin); ends sessions", resetPassword});
  commands.push_back({"members list", "", "list accounts: id, account, type, status, nickname",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (!args.empty()) throw UsageError("expected no arguments");
                        for (const auto& member : services.members.list()) {
                          std::cout << std::left << std::setw(8) << member.id << std::setw(24) << member.account
                                    << std::setw(12) << typeName(member.typeCode) << std::setw(10)
                                    << (member.active ? "active" : "disabled") << member.nickname << '\n';
                        }
                        return 0;
                      }});
  commands.push_back({"sessions revoke", "<account>", "log an account out everywhere",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 1) throw UsageError("expected 1 argument");
                        const auto member = services.members.findByAccount(args[0]);
                        if (!member) {
                          std::cerr << "no account named '" << args[0] << "'\n";
                          return 1;
                        }
                        std::cout << services.sessions.closeAllOf(member->id) << " session(s) revoked\n";
                        return 0;
                      }});
}

}  // namespace panalo::cli
