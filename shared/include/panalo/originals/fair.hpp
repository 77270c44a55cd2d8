#pragma once
// Provably fair randomness of the house games (issue 14 item 5). Before a
// round the player sees SHA-256(server seed); the player picks the client
// seed; each round has its own nonce. The round's bytes are
//   block 0 = HMAC-SHA256(key = server seed, message = "<client seed>:<nonce>")
//   block k = HMAC-SHA256(server seed, "<client seed>:<nonce>:<k>")   (k >= 1)
// read as big-endian 32-bit words, and a number below n is drawn from them by
// rejection (a word at or above the largest multiple of n below 2^32 is
// skipped), so every result is exactly equally likely. Once the server seed is
// revealed anyone can recompute the round with these lines and SHA-256.
// The server seed is used as the text it is shown in (64 hex digits).

#include <array>
#include <cstdint>
#include <string>

namespace panalo::originals {

// Lower-case hex SHA-256 of `text` (the commitment shown before the round).
std::string sha256Hex(const std::string& text);

class FairStream {
 public:
  FairStream(std::string serverSeed, std::string clientSeed, std::uint64_t nonce);

  // The next big-endian 32-bit word of the stream.
  std::uint32_t nextWord();
  // A number in [0, n), n >= 1, every value equally likely.
  std::uint32_t below(std::uint32_t n);

 private:
  void refill();
  std::string serverSeed_;
  std::string message_;
  std::uint64_t block_ = 0;
  std::array<std::uint8_t, 32> bytes_{};
  std::size_t used_ = 32;  // words are read 4 bytes at a time; 32 means empty
};

}  // namespace panalo::originals
