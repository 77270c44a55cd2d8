#include "domains/games/vendor_launch_url.hpp"

#include <array>

#include "panalo/text/link_rule.hpp"

namespace panalo::services {
namespace {

constexpr std::string_view kHttps = "https://";
constexpr std::array<std::string_view, 4> kTemplateFields{"{token}", "{game}", "{lang}", "{mode}"};

bool startsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

// RFC 3986 unreserved characters stay; every other byte becomes %XX.
std::string percentEncoded(std::string_view value) {
  static constexpr std::string_view kHex = "0123456789ABCDEF";
  std::string out;
  out.reserve(value.size());
  for (const char c : value) {
    const auto byte = static_cast<unsigned char>(c);
    const bool unreserved = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                            c == '.' || c == '_' || c == '~';
    if (unreserved) {
      out.push_back(c);
    } else {
      out.push_back('%');
      out.push_back(kHex[byte >> 4U]);
      out.push_back(kHex[byte & 0x0FU]);
    }
  }
  return out;
}

}  // namespace

std::optional<std::string> vendorTemplateProblem(std::string_view launchTemplate) {
  if (launchTemplate.size() > kMaxLaunchTemplateBytes) return "the template is longer than 500 bytes";
  if (!startsWith(launchTemplate, kHttps)) return "the template must start with https://";
  bool hasToken = false;
  bool hasGame = false;
  for (std::size_t open = launchTemplate.find('{'); open != std::string_view::npos;
       open = launchTemplate.find('{', open + 1)) {
    const auto close = launchTemplate.find('}', open);
    if (close == std::string_view::npos) return "a '{' is not closed";
    const auto name = launchTemplate.substr(open, close - open + 1);
    bool known = false;
    for (const auto field : kTemplateFields) known = known || name == field;
    if (!known)
      return "unknown template field " + std::string(name.substr(0, 40)) + " (use {token} {game} {lang} {mode})";
    hasToken = hasToken || name == kTemplateFields[0];
    hasGame = hasGame || name == kTemplateFields[1];
  }
  if (!hasToken || !hasGame) return "the template needs {token} and {game}";
  const auto sample = fillLaunchTemplate(launchTemplate, {"0123456789abcdef0123456789abcdef", "GAME-1", "en", false});
  if (!launchUrlAllowed(sample)) return "the URL fails the link rule (no spaces, controls or backslashes; a host)";
  return std::nullopt;
}

std::string fillLaunchTemplate(std::string_view launchTemplate, const LaunchValues& values) {
  std::string url;
  url.reserve(launchTemplate.size() + values.token.size() + values.gameCode.size());
  std::size_t at = 0;
  while (at < launchTemplate.size()) {
    bool replaced = false;
    if (launchTemplate[at] == '{') {
      const std::array<std::string, 4> filled{percentEncoded(values.token), percentEncoded(values.gameCode),
                                              percentEncoded(values.language), values.demo ? "demo" : "real"};
      for (std::size_t i = 0; i < kTemplateFields.size() && !replaced; ++i) {
        if (startsWith(launchTemplate.substr(at), kTemplateFields.at(i))) {
          url.append(filled.at(i));
          at += kTemplateFields.at(i).size();
          replaced = true;
        }
      }
    }
    if (!replaced) url.push_back(launchTemplate[at++]);
  }
  return url;
}

bool launchUrlAllowed(std::string_view url) {
  if (!text::isSafeLink(url)) return false;
  return startsWith(url, kHttps) || (url.size() > 1 && url[0] == '/' && url[1] != '/');
}

std::optional<std::string> frameOriginOf(std::string_view launchTemplate) {
  if (!startsWith(launchTemplate, kHttps)) return std::nullopt;
  const auto rest = launchTemplate.substr(kHttps.size());
  const auto end = rest.find_first_of("/?#");
  const auto authority = rest.substr(0, end);
  const auto colon = authority.find(':');
  const auto host = authority.substr(0, colon);
  const auto port = colon == std::string_view::npos ? std::string_view{} : authority.substr(colon + 1);
  const auto hostChar = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-';
  };
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (host.empty() || host.front() == '.' || host.front() == '-') return std::nullopt;
  for (const char c : host) {
    if (!hostChar(c)) return std::nullopt;
  }
  if (colon != std::string_view::npos && (port.empty() || port.size() > 5)) return std::nullopt;
  for (const char c : port) {
    if (!digit(c)) return std::nullopt;
  }
  return std::string(kHttps) + std::string(authority);
}

}  // namespace panalo::services
