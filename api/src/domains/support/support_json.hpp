#pragma once
// Support values <-> JSON (the shapes api/openapi.yaml names).

#include <nlohmann/json.hpp>

#include <vector>

#include "domains/support/support_types.hpp"

namespace panalo::routes {

nlohmann::json helpCenterJson(const services::HelpCenter& center);
nlohmann::json documentJson(const services::SupportDocument& document);
nlohmann::json newsPageJson(const services::NewsPage& page);
nlohmann::json newsArticleJson(const services::NewsArticle& article);
nlohmann::json memberFeedbackJson(const std::vector<services::FeedbackEntry>& entries);
nlohmann::json mirrorsJson(const std::vector<services::MirrorSite>& mirrors);
nlohmann::json representativeCheckJson(const services::RepresentativeCheck& check);

}  // namespace panalo::routes
