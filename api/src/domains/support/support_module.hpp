#pragma once
// The support domain (issue 15 items 7 and 8): the help center per language
// and device, the legal license and installation guide, news, member
// feedback with the operator's answers, the mirror list and the
// representative check. Customer-service channels and site resources stay in
// the site domain; the demo adds its media links through it.

#include "domains/accounts/accounts_module.hpp"
#include "domains/site/site_module.hpp"
#include "domains/support/content_repository.hpp"
#include "domains/support/content_service.hpp"
#include "domains/support/feedback_repository.hpp"
#include "domains/support/feedback_service.hpp"
#include "domains/support/mirror_repository.hpp"
#include "domains/support/mirror_service.hpp"
#include "domains/system/system_module.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class SupportModule {
 public:
  SupportModule(platform::PlatformDeps& platform, SystemModule& system, AccountsModule& accounts, SiteModule& site);
  SupportModule(const SupportModule&) = delete;
  SupportModule& operator=(const SupportModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // support help|document|news|feedback|mirror|rep ... and support demo (support_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<SupportModule>& support);
  // The demo content in EN, TY and PT (support_demo.cpp); safe to repeat.
  void loadDemo();

  repositories::ContentRepository contentStore;
  repositories::FeedbackRepository feedbackStore;
  repositories::MirrorRepository mirrorStore;
  services::ContentService content;
  services::FeedbackService feedback;
  services::MirrorService mirrors;

 private:
  SystemModule& system_;
  AccountsModule& accounts_;
  SiteModule& site_;
};

}  // namespace panalo::modules
