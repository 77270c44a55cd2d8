#pragma once
// What a member's session list says about the device of a session, read from
// the User-Agent it sent: a browser name, an operating system and a kind. A
// summary on purpose: the full string is noise to a person, and a name we do
// not know stays empty (the UI says "unknown") rather than being guessed.

#include <string>
#include <string_view>

namespace panalo::services {

struct DeviceSummary {
  std::string browser;  // "Chrome", "Firefox", "Safari", "Edge", "Opera", "Samsung Internet"; empty: unknown
  std::string os;       // "Windows", "macOS", "iOS", "iPadOS", "Android", "ChromeOS", "Linux"; empty: unknown
  std::string kind;     // "phone", "tablet", "desktop" or "unknown"
};

DeviceSummary summariseUserAgent(std::string_view userAgent);

}  // namespace panalo::services
