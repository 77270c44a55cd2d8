// The key per-IP limits count by (IPv6: the /64) and the address ranges the
// trusted-proxy setting is made of.
#include <gtest/gtest.h>

#include <stdexcept>

#include "platform/net/ip_address.hpp"
#include "platform/net/ip_limit_key.hpp"

namespace {

using panalo::net::IpAddress;
using panalo::net::ipLimitKey;
using panalo::net::IpRange;
using panalo::net::IpRanges;

TEST(IpLimitKey, IsTheSlash64ForIpv6AndTheAddressForIpv4) {
  EXPECT_EQ(ipLimitKey("203.0.113.9"), "203.0.113.9");
  EXPECT_EQ(ipLimitKey("::ffff:203.0.113.9"), "203.0.113.9") << "IPv4-mapped is IPv4";
  EXPECT_EQ(ipLimitKey("::FFFF:cb00:7109"), "203.0.113.9");
  EXPECT_EQ(ipLimitKey("2001:db8:1:2:3:4:5:6"), "2001:db8:1:2::/64");
  EXPECT_EQ(ipLimitKey("2001:DB8:1:2::ffff"), "2001:db8:1:2::/64") << "one spelling per key";
  EXPECT_EQ(ipLimitKey("2001:0db8:0001:0002:0000:0000:0000:0001"), "2001:db8:1:2::/64");
  EXPECT_EQ(ipLimitKey("2001:db8:1:3::1"), "2001:db8:1:3::/64");
  EXPECT_EQ(ipLimitKey("::1"), "::/64");
  EXPECT_EQ(ipLimitKey("fe80::1"), "fe80::/64");
  EXPECT_EQ(ipLimitKey("not-an-ip"), "not-an-ip");
  EXPECT_EQ(ipLimitKey(""), "");
}

TEST(IpAddress, ParsesWhatTheSharedRuleAcceptsAndNothingElse) {
  EXPECT_EQ(IpAddress::parse("192.0.2.1")->text(), "192.0.2.1");
  EXPECT_EQ(IpAddress::parse("2001:db8::1")->text(), "2001:db8::1");
  EXPECT_TRUE(IpAddress::parse("192.0.2.1")->isV4());
  EXPECT_FALSE(IpAddress::parse("2001:db8::1")->isV4());
  EXPECT_EQ(IpAddress::parse("192.0.2.1"), IpAddress::parse("::ffff:192.0.2.1"));
  for (const char* bad : {"", "010.0.0.1", "1.2.3", "1.2.3.4.5", "256.0.0.1", "fe80::1%eth0", "[::1]", "1.2.3.4 ",
                          "1.2.3.4:80", "::1::", "1.2.3.4/32"}) {
    EXPECT_FALSE(IpAddress::parse(bad).has_value()) << bad;
  }
}

TEST(IpRange, ContainsByPrefix) {
  const auto v4 = IpRange::parse("10.0.0.0/8");
  ASSERT_TRUE(v4);
  EXPECT_TRUE(v4->contains(*IpAddress::parse("10.255.1.2")));
  EXPECT_TRUE(v4->contains(*IpAddress::parse("::ffff:10.1.1.1")));
  EXPECT_FALSE(v4->contains(*IpAddress::parse("11.0.0.1")));
  EXPECT_FALSE(v4->contains(*IpAddress::parse("2001:db8::1")));
  EXPECT_EQ(v4->text(), "10.0.0.0/8");
  EXPECT_EQ(IpRange::parse("10.1.2.3/8")->text(), "10.0.0.0/8") << "host bits cleared";
  EXPECT_EQ(IpRange::parse("192.0.2.7")->text(), "192.0.2.7/32") << "an address is a range of one";
  const auto v6 = IpRange::parse("2001:db8:ff00::/40");
  EXPECT_TRUE(v6->contains(*IpAddress::parse("2001:db8:ffab::1")));
  EXPECT_FALSE(v6->contains(*IpAddress::parse("2001:db8:fe00::1")));
  EXPECT_EQ(v6->text(), "2001:db8:ff00::/40");
  EXPECT_TRUE(IpRange::parse("::/0")->contains(*IpAddress::parse("192.0.2.1")));
  EXPECT_TRUE(IpRange::parse("0.0.0.0/0")->contains(*IpAddress::parse("192.0.2.1")));
  EXPECT_FALSE(IpRange::parse("0.0.0.0/0")->contains(*IpAddress::parse("2001:db8::1")));
  for (const char* bad : {"10.0.0.0/33", "2001:db8::/129", "10.0.0.0/", "/8", "10.0.0.0/8/8", "10.0.0.0/-1", "x/8"}) {
    EXPECT_FALSE(IpRange::parse(bad).has_value()) << bad;
  }
}

TEST(IpRanges, ParseAListOrNameTheBadEntry) {
  const auto ranges = IpRanges::parse(" 10.0.0.0/8,172.16.0.0/12  fd00::/8,\t192.0.2.1 ");
  EXPECT_EQ(ranges.text(), "10.0.0.0/8,172.16.0.0/12,fd00::/8,192.0.2.1/32");
  EXPECT_TRUE(ranges.contains("172.20.1.1"));
  EXPECT_TRUE(ranges.contains("fd12::1"));
  EXPECT_FALSE(ranges.contains("192.0.2.2"));
  EXPECT_FALSE(ranges.contains("garbage"));
  EXPECT_TRUE(IpRanges::parse("").empty());
  try {
    IpRanges::parse("10.0.0.0/8, 10.0.0.300");
    FAIL() << "expected an error";
  } catch (const std::invalid_argument& error) {
    EXPECT_NE(std::string(error.what()).find("'10.0.0.300'"), std::string::npos) << error.what();
  }
}

}  // namespace
