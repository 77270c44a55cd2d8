#pragma once
// Small checks of lottery input shared by the services and the operator commands.

#include <string>

namespace panalo::lottery {

// A lottery code: 2-32 of A-Z 0-9 _ (the lotteries table's CHECK).
bool validLotteryCode(const std::string& code);
// Operator text (who entered, a reason): 1..max bytes, valid UTF-8, no control characters.
bool validOperatorText(const std::string& text, std::size_t maxBytes);

}  // namespace panalo::lottery
