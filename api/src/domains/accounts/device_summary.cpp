#include "domains/accounts/device_summary.hpp"

#include <array>
#include <utility>

namespace panalo::services {
namespace {

bool has(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

// Order matters: Edge, Opera and Samsung Internet also say "Chrome/" and
// "Safari/"; Chrome says "Safari/"; Chrome and Firefox on iOS say neither.
std::string browserOf(std::string_view ua) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 10> kMarks{{
      {"Edg/", "Edge"},
      {"EdgA/", "Edge"},
      {"EdgiOS/", "Edge"},
      {"OPR/", "Opera"},
      {"SamsungBrowser/", "Samsung Internet"},
      {"Firefox/", "Firefox"},
      {"FxiOS/", "Firefox"},
      {"CriOS/", "Chrome"},
      {"Chrome/", "Chrome"},
      {"Chromium/", "Chrome"},
  }};
  for (const auto& [mark, name] : kMarks) {
    if (has(ua, mark)) return std::string(name);
  }
  if (has(ua, "Safari/") && has(ua, "Version/")) return "Safari";
  return "";
}

}  // namespace

DeviceSummary summariseUserAgent(std::string_view ua) {
  DeviceSummary device;
  device.browser = browserOf(ua);
  // iPads that ask for desktop sites say "Macintosh"; without touch data they
  // are told apart from Macs by nothing in the string, so they count as macOS.
  if (has(ua, "iPhone") || has(ua, "iPod")) {
    device.os = "iOS";
    device.kind = "phone";
  } else if (has(ua, "iPad")) {
    device.os = "iPadOS";
    device.kind = "tablet";
  } else if (has(ua, "Android")) {
    device.os = "Android";
    // Android phones' browsers say "Mobile"; tablets' do not.
    device.kind = has(ua, "Mobile") ? "phone" : "tablet";
  } else if (has(ua, "Windows")) {
    device.os = "Windows";
    device.kind = "desktop";
  } else if (has(ua, "CrOS")) {
    device.os = "ChromeOS";
    device.kind = "desktop";
  } else if (has(ua, "Macintosh") || has(ua, "Mac OS X")) {
    device.os = "macOS";
    device.kind = "desktop";
  } else if (has(ua, "Linux")) {
    device.os = "Linux";
    device.kind = "desktop";
  } else {
    device.kind = "unknown";
  }
  return device;
}

}  // namespace panalo::services
