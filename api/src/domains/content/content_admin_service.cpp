#include "domains/content/content_admin_service.hpp"

#include <pqxx/pqxx>

#include <functional>

#include "domains/content/content_rules.hpp"
#include "platform/core/domain_error.hpp"
#include "platform/core/error_keys.hpp"

namespace panalo::services {
namespace {

[[noreturn]] void missing(const std::string& what, std::int64_t id) {
  throw DomainError(ErrorKind::NotFound, error_keys::kNotFound, "no " + what + " " + std::to_string(id));
}

// What PostgreSQL refuses of a checked value, said in the operator's terms.
template <class Result>
Result writing(const std::function<Result()>& write) {
  try {
    return write();
  } catch (const pqxx::foreign_key_violation&) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "language: not a language of the site (panaloctl settings list shows them)");
  } catch (const pqxx::check_violation&) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "end: must be after start");
  } catch (const pqxx::data_exception&) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter, "start/end: not a valid time");
  }
}

void checkWindow(const std::optional<std::string>& startsAt, const std::optional<std::string>& endsAt) {
  if (startsAt && !startsAt->empty()) content_rules::checkTime(*startsAt, "start");
  if (endsAt && !endsAt->empty()) content_rules::checkTime(*endsAt, "end");
}

void checkAnnouncementText(AnnouncementText& text) {
  content_rules::checkLanguageCode(text.language);
  content_rules::checkTitle(text.title);
  text.contentHtml = content_rules::cleanContent(text.contentHtml);
}

void checkBannerText(const BannerText& text) {
  content_rules::checkLanguageCode(text.language);
  content_rules::checkTitle(text.title);
  content_rules::checkImageUrl(text.imageUrl);
}

void refuseEnglishRemoval(const std::string& language) {
  if (language == kFallbackLanguage) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "language: EN is every other language's fallback; remove the item instead");
  }
}

}  // namespace

std::int64_t ContentAdminService::addAnnouncement(repositories::NewAnnouncement announcement) {
  content_rules::checkAnnouncementType(announcement.type);
  if (announcement.execution.empty()) content_rules::executionFlagsOf("");
  for (const auto& flag : announcement.execution) content_rules::checkExecutionFlag(flag);
  if (announcement.promotionType) content_rules::checkPromotionType(*announcement.promotionType);
  checkWindow(announcement.startsAt, announcement.endsAt);
  if (announcement.text.language != kFallbackLanguage) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "language: an announcement starts in EN (the fallback); add other languages with text");
  }
  checkAnnouncementText(announcement.text);
  return writing<std::int64_t>([&] { return announcements_.insert(announcement); });
}

void ContentAdminService::putAnnouncementText(std::int64_t id, AnnouncementText text) {
  checkAnnouncementText(text);
  if (!writing<bool>([&] { return announcements_.putText(id, text); })) missing("announcement", id);
}

void ContentAdminService::removeAnnouncementText(std::int64_t id, const std::string& language) {
  content_rules::checkLanguageCode(language);
  refuseEnglishRemoval(language);
  if (!announcements_.removeText(id, language)) missing("announcement text in " + language + " of", id);
}

void ContentAdminService::editAnnouncement(std::int64_t id, const AnnouncementChange& change) {
  if (change.type) content_rules::checkAnnouncementType(*change.type);
  if (change.execution) {
    if (change.execution->empty()) content_rules::executionFlagsOf("");
    for (const auto& flag : *change.execution) content_rules::checkExecutionFlag(flag);
  }
  if (change.promotionType && !change.promotionType->empty()) content_rules::checkPromotionType(*change.promotionType);
  checkWindow(change.startsAt, change.endsAt);
  if (!writing<bool>([&] { return announcements_.update(id, change); })) missing("announcement", id);
}

void ContentAdminService::removeAnnouncement(std::int64_t id) {
  if (!announcements_.remove(id)) missing("announcement", id);
}

std::vector<AnnouncementRecord> ContentAdminService::announcements(const std::optional<std::string>& type) {
  if (type) content_rules::checkAnnouncementType(*type);
  return announcements_.list(type);
}

std::int64_t ContentAdminService::addBanner(const repositories::NewBanner& banner) {
  content_rules::checkBannerGroup(banner.groupName);
  content_rules::checkLinkage(banner.linkageType, banner.linkUrl);
  checkWindow(banner.startsAt, banner.endsAt);
  if (banner.text.language != kFallbackLanguage) {
    throw DomainError(ErrorKind::InvalidInput, error_keys::kInvalidParameter,
                      "language: a banner starts in EN (the fallback); add other languages with text");
  }
  checkBannerText(banner.text);
  return writing<std::int64_t>([&] { return banners_.insert(banner); });
}

void ContentAdminService::putBannerText(std::int64_t id, const BannerText& text) {
  checkBannerText(text);
  if (!writing<bool>([&] { return banners_.putText(id, text); })) missing("banner", id);
}

void ContentAdminService::removeBannerText(std::int64_t id, const std::string& language) {
  content_rules::checkLanguageCode(language);
  refuseEnglishRemoval(language);
  if (!banners_.removeText(id, language)) missing("banner text in " + language + " of", id);
}

void ContentAdminService::editBanner(std::int64_t id, BannerChange change) {
  // Linkage none has no link: switching to it drops the stored one.
  if (change.linkageType == "none" && !change.linkUrl) change.linkUrl = "";
  if (change.groupName) content_rules::checkBannerGroup(*change.groupName);
  if (change.linkageType || change.linkUrl) {
    // A new linkage and link are checked together, with the stored one filling in.
    const auto stored = banners_.linkOf(id);
    if (!stored) missing("banner", id);
    content_rules::checkLinkage(change.linkageType.value_or(stored->first), change.linkUrl.value_or(stored->second));
  }
  checkWindow(change.startsAt, change.endsAt);
  if (!writing<bool>([&] { return banners_.update(id, change); })) missing("banner", id);
}

void ContentAdminService::removeBanner(std::int64_t id) {
  if (!banners_.remove(id)) missing("banner", id);
}

std::vector<BannerRecord> ContentAdminService::banners(const std::optional<std::string>& group) {
  if (group) content_rules::checkBannerGroup(*group);
  return banners_.list(group);
}

}  // namespace panalo::services
