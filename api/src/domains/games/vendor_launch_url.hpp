#pragma once
// A vendor's launch URL template (migration 0022, game_vendors.launch_url_template):
//   https://vendor.example/play?token={token}&game={game}&lang={lang}
// set by `panaloctl games vendor-url`, or a path on this site for the house
// games ('/rng?vassalage=PO&game={game}', set by the migration). Template fields:
//   {token} the launch token (empty in demo mode), {game} the game code,
//   {lang} the player's language, {mode} real or demo.
// Values are percent-encoded when filled in, so a filled-in URL can only fail
// the link rule (panalo/text/link_rule.hpp, the rule the UI draws links by)
// when the stored template itself is bad; the launch then answers invalid_url.

#include <optional>
#include <string>
#include <string_view>

namespace panalo::services {

inline constexpr std::size_t kMaxLaunchTemplateBytes = 500;

struct LaunchValues {
  std::string token;
  std::string gameCode;
  std::string language;
  bool demo = false;
};

// Why an operator's template is refused, or nullopt when it is fine: it must
// be https, at most 500 bytes, use only the template fields above with {token}
// and {game} among them, and pass the link rule once filled in.
std::optional<std::string> vendorTemplateProblem(std::string_view launchTemplate);

// The template with the values filled in (percent-encoded). Unknown or
// unclosed braces are kept as they are (the link rule then judges the URL).
std::string fillLaunchTemplate(std::string_view launchTemplate, const LaunchValues& values);

// Whether a filled-in URL may be opened: it passes the link rule and is an
// https URL or a path on this site.
bool launchUrlAllowed(std::string_view url);

// The origin ("https://host" or "https://host:port") an https template's
// launches load from, for the page's Content-Security-Policy frame-src; nullopt
// for a path on this site or a host that is not plain letters, digits, dots and
// hyphens (nothing else may go into the header).
std::optional<std::string> frameOriginOf(std::string_view launchTemplate);

}  // namespace panalo::services
