#pragma once
// The content domain (issue 15, notices): announcements and banners per
// language, the notice call that serves them (spec section 7, Notice) and the
// operator's panaloctl content commands.

#include "domains/accounts/accounts_module.hpp"
#include "domains/content/announcement_repository.hpp"
#include "domains/content/banner_repository.hpp"
#include "domains/content/content_admin_service.hpp"
#include "domains/content/notice_service.hpp"
#include "platform/cli/command_forward.hpp"
#include "platform/http/route_table.hpp"
#include "platform/platform_deps.hpp"

namespace panalo::modules {

class ContentModule {
 public:
  ContentModule(platform::PlatformDeps& platform, AccountsModule& accounts);
  ContentModule(const ContentModule&) = delete;
  ContentModule& operator=(const ContentModule&) = delete;

  void addRoutes(http::RouteTable& routes);
  // content announcement|banner add|text|edit|list|remove|publish|unpublish, content demo (content_commands.cpp).
  static void addCommands(CLI::App& app, const cli::Lazy<ContentModule>& content);

  repositories::AnnouncementRepository announcementStore;
  repositories::BannerRepository bannerStore;
  services::NoticeService notices;
  services::ContentAdminService contentAdmin;

 private:
  AccountsModule& accounts_;
};

}  // namespace panalo::modules
