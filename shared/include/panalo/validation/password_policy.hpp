#pragma once
// Password policy (OWASP ASVS 5.0, V6): length counted in code points, minimum 8
// (configurable upwards), at least 64 allowed, no truncation and no case folding
// of the password itself, no composition rules unless the operator configures a
// kind or pattern, the most common passwords refused, a password equal to the
// username refused, and a password built on a site-specific word (the product
// name, the site's domains, the username) refused. Plus the login-time helpers of spec section 4: the default
// password and password expiry both send the user to the change-password popup.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "panalo/validation/messages.hpp"
#include "panalo/validation/registration_settings.hpp"

namespace panalo::validation {

// Messages for a NEW password (registration, change, reset), in this order:
// input_cannot_be_empty alone when empty; password_format_incorrect alone when
// not valid UTF-8 or containing U+0000; otherwise any of password_length_range
// [min,max], password_format_incorrect (kind or pattern), password_too_common,
// and either password_equals_username or password_contains_name
// (isBasedOnSiteWord). `rule` is settings.rule("password"), `siteWords`
// settings.siteWords.
std::vector<Message> checkNewPassword(std::string_view password, std::string_view username, const FieldRule& rule,
                                      const std::vector<std::string>& siteWords = {});

// The product's own name, always a refused word whatever the settings say.
inline constexpr std::string_view kProductName = "panalo";
// Shorter words (after the folding below) are ignored: they would match by chance.
inline constexpr std::size_t kMinSiteWordLength = 4;

// True when `password` is built on a site-specific word: it contains the product
// name, the username, one of `siteWords` or a dot-separated label of one of them
// ("play.panalo.ph" gives "play" and "panalo" too) — compared ignoring ASCII case
// and the look-alike substitutions @/4->a, 0->o, 1/!/|/l->i, 3->e, $/5->s, 7/+->t
// — and what is left once every such word is taken out is shorter than
// `minLength` code points or is itself a common password. So "Panalo2024!" and
// "p@nal0-password" are refused, "panalo-violet-harbor-42" is not.
bool isBasedOnSiteWord(std::string_view password, std::string_view username, const std::vector<std::string>& siteWords,
                       std::uint32_t minLength);

// True when the password, or its ASCII-lower-case form, is on the shipped list
// of common passwords (the list is lower case: "Password1" is as weak as
// "password1"). The password itself is never altered for any other purpose.
bool isCommonPassword(std::string_view password);
std::size_t commonPasswordCount();

// Equal as ASCII-case-insensitive strings: "JohnDoe99" is as guessable as
// "johndoe99" for a username "johndoe99". An empty username never matches.
bool passwordEqualsUsername(std::string_view password, std::string_view username);

// True when `password` equals the configured default password (a secret held by
// the server, never in the code). Constant-time in the password's content. An
// empty default never matches.
bool isDefaultPassword(std::string_view password, std::string_view defaultPassword);

// True when enforcement is on, maxAgeDays > 0 and at least maxAgeDays whole days
// have passed since lastChanged (Unix seconds). A lastChanged in the future is
// not expired.
bool isPasswordExpired(std::int64_t lastChangedUnixSeconds, std::int64_t nowUnixSeconds, std::int32_t maxAgeDays,
                       bool enforcementEnabled);

enum class LoginMethod { kPassword, kSms, kFirebase };

// Spec section 4: after a successful login by password, the change-password
// popup opens when the password is the default one or has expired (the expiry
// flag already includes the enforcement switch). SMS and Firebase logins never
// open it.
bool mustChangePasswordAfterLogin(LoginMethod method, bool usedDefaultPassword, bool passwordExpired);

}  // namespace panalo::validation
