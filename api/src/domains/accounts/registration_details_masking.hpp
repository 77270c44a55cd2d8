#pragma once
// How the security page shows what a member registered with. The spec masks
// only with asterisks (the balance, section 9) and says nothing of these
// fields, so the rule is ours: the server sends only masked values (a stolen
// session or a look over the shoulder learns enough to recognise a value, not
// to use it), keeping the part a member needs to recognise their own entry.
// Code points, not bytes, are kept or hidden, so a name in any script masks
// cleanly. Every function answers "***" for an empty value.

#include <string>

namespace panalo::services::masking {

// Each space-separated part keeps its first character: "Juan Dela Cruz" ->
// "J*** D*** C***" (a fixed three stars: the length of a name tells too much).
std::string maskName(const std::string& name);
// The last four characters of 8 or more ("A1234567890" -> "*******7890"),
// the last two of 5 to 7, nothing of fewer.
std::string maskIdNumber(const std::string& idNumber);
// Messenger ids (QQ, LINE, WhatsApp, Facebook, WeChat): the first two and last
// two characters of 8 or more ("juan.delacruz" -> "ju****uz"), the first of 4
// to 7 ("juan99" -> "j****"), nothing of fewer.
std::string maskContact(const std::string& contact);
// "+63 *******789": the dialing code and the last three digits.
std::string maskMobile(const std::string& dialingCode, const std::string& mobileNum);
// "j***@example.com": the first character of the local part and the domain.
std::string maskEmailAddress(const std::string& email);

}  // namespace panalo::services::masking
