#include <iomanip>
#include <iostream>
#include <memory>
#include <string>

#include "domains/accounts/accounts_module.hpp"
#include "domains/accounts/member_types.hpp"
#include "panalo/validation/password_policy.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules::accounts_commands {
namespace {

// The password comes from stdin, never argv: argv shows in ps and shell history.
std::string readPasswordFromStdin() {
  std::string password;
  if (!std::getline(std::cin, password)) throw cli::UsageError("give the password on stdin");
  if (!password.empty() && password.back() == '\r') password.pop_back();
  return password;
}

const char* typeName(int code) {
  if (services::member_types::isAgent(code)) return "agent";
  if (services::member_types::isTrial(code)) return "trial";
  if (code == services::member_types::kMember) return "member";
  return "non-member";
}

struct CreateArgs {
  std::string account;
  bool agent = false;
  bool trial = false;
  std::optional<std::string> nickname;
  bool defaultPassword = false;
};

int createMember(const CreateArgs& args, AccountsModule& accounts) {
  repositories::NewMember member;
  member.account = args.account;
  member.nickname = args.nickname.value_or(args.account);
  member.typeCode = args.agent   ? services::member_types::kAgent
                    : args.trial ? services::member_types::kTrial
                                 : services::member_types::kMember;
  // The member must choose their own at first login (login value defaultPassword).
  member.mustChangePassword = args.defaultPassword;
  const auto password = readPasswordFromStdin();
  const auto settings = accounts.registrationSettings.settings();
  const auto problems =
      validation::checkNewPassword(password, member.account, settings.rule("password"), settings.siteWords);
  if (!problems.empty()) {
    std::cerr << "password refused: " << problems.front().key << '\n';
    return 1;
  }
  member.passwordHash = accounts.platform.passwordHasher.hash(password);
  const auto id = accounts.members.create(member);
  std::cout << "created " << typeName(member.typeCode) << ' ' << member.account << " (id " << id << ")\n";
  return 0;
}

// An operator's reset: the member logs in with this password once and is made
// to change it. Every session ends.
int resetPassword(const std::string& account, AccountsModule& accounts) {
  const auto member = accounts.members.findByAccount(account);
  if (!member) {
    std::cerr << "no account named '" << account << "'\n";
    return 1;
  }
  const auto password = readPasswordFromStdin();
  const auto settings = accounts.registrationSettings.settings();
  const auto problems =
      validation::checkNewPassword(password, member->account, settings.rule("password"), settings.siteWords);
  if (!problems.empty()) {
    std::cerr << "password refused: " << problems.front().key << '\n';
    return 1;
  }
  if (!accounts.members.setOperatorPassword(member->account, accounts.platform.passwordHasher.hash(password))) {
    std::cerr << "no account named '" << account << "'\n";
    return 1;
  }
  std::cout << "password of " << member->account << " reset; it must be changed at the next login\n";
  return 0;
}

}  // namespace

void addMemberCommands(CLI::App& app, const cli::Lazy<AccountsModule>& accounts) {
  auto create = std::make_shared<CreateArgs>();
  auto& createCommand =
      cli::addCommand(app, "members create", "<account> [--agent|--trial] [--nickname N] [--default-password]",
                      "create a member, agent or trial account; password on stdin",
                      [accounts, create] { return createMember(*create, accounts()); });
  createCommand.add_option("account", create->account, "the account name")->required();
  auto* agent = createCommand.add_flag("--agent", create->agent, "an agent account");
  createCommand.add_flag("--trial", create->trial, "a trial account")->excludes(agent);
  createCommand.add_option("--nickname", create->nickname, "the nickname (default: the account name)");
  createCommand.add_flag("--default-password", create->defaultPassword,
                         "the member must change the password at first login");

  auto resetAccount = std::make_shared<std::string>();
  cli::addCommand(app, "members reset-password", "<account>",
                  "set a password the member must change at next login (stdin); ends sessions",
                  [accounts, resetAccount] { return resetPassword(*resetAccount, accounts()); })
      .add_option("account", *resetAccount, "the account name")
      ->required();

  cli::addCommand(app, "members list", "", "list accounts: id, account, type, status, nickname", [accounts] {
    for (const auto& member : accounts().members.list()) {
      std::cout << std::left << std::setw(8) << member.id << std::setw(24) << member.account << std::setw(12)
                << typeName(member.typeCode) << std::setw(10) << (member.active ? "active" : "disabled")
                << member.nickname << '\n';
    }
    return 0;
  });

  auto revokeAccount = std::make_shared<std::string>();
  cli::addCommand(app, "sessions revoke", "<account>", "log an account out everywhere",
                  [accounts, revokeAccount] {
                    auto& module = accounts();
                    const auto member = module.members.findByAccount(*revokeAccount);
                    if (!member) {
                      std::cerr << "no account named '" << *revokeAccount << "'\n";
                      return 1;
                    }
                    std::cout << module.sessions.closeAllOf(member->id) << " session(s) revoked\n";
                    return 0;
                  })
      .add_option("account", *revokeAccount, "the account name")
      ->required();
}

}  // namespace panalo::modules::accounts_commands
