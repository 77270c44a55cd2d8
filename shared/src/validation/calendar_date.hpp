#pragma once
// Date-shaped field checks for the date_yyyy_mm_dd and date_mm_dd_yyyy kinds.

#include <string_view>

namespace panalo::validation {

bool isDateYearMonthDay(std::string_view text);  // yyyy-MM-dd
bool isDateMonthDayYear(std::string_view text);  // MM-dd-yyyy

}  // namespace panalo::validation
