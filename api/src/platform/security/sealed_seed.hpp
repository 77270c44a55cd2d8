#pragma once
// Provably fair draws (the house games, the mini game's wheel, the house
// lotteries) commit to a server seed by showing its SHA-256 first and keep the
// seed sealed under the master key until it is revealed. The sealing context
// names the game, the owner and the hash, so a sealed seed copied to another
// row does not open.

#include <cstdint>
#include <string>
#include <vector>

#include "platform/security/master_key.hpp"

namespace panalo::security {

std::vector<std::uint8_t> sealSeed(const MasterKey& key, const std::string& seed, const std::string& context);

// The seed, checked against the hash it was committed to. Throws DomainError
// internal_error when it does not open or does not match (the row was tampered
// with, or sealed under another master key).
std::string openSeed(const MasterKey& key, const std::vector<std::uint8_t>& sealed, const std::string& hash,
                     const std::string& context);

}  // namespace panalo::security
