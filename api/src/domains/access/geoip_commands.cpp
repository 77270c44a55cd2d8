// panaloctl geoip ...: the IP-to-country table the country rules use.
#include <fstream>
#include <iostream>
#include <memory>

#include "domains/access/access_module.hpp"
#include "platform/cli/command_line.hpp"

namespace panalo::modules::access_commands {

void addGeoIpCommands(CLI::App& app, const cli::Lazy<AccessModule>& access) {
  auto file = std::make_shared<std::string>();
  cli::addCommand(app, "geoip import", "<csv>", "replace the GeoIP table from a db-ip country-lite CSV (start,end,CC)",
                  [access, file] {
                    std::ifstream csv(*file);
                    if (!csv) {
                      std::cerr << "cannot read " << *file << '\n';
                      return 1;
                    }
                    std::cout << access().geoIp.import(csv) << " ranges imported\n";
                    return 0;
                  })
      .add_option("csv", *file, "the CSV file")
      ->required();

  auto ip = std::make_shared<std::string>();
  cli::addCommand(app, "geoip lookup", "<ip>", "print the country of an address (or 'unknown')",
                  [access, ip] {
                    const auto country = access().geoIp.lookup(*ip);
                    std::cout << (country.empty() ? "unknown" : country) << '\n';
                    return 0;
                  })
      .add_option("ip", *ip, "an IP address")
      ->required();
}

}  // namespace panalo::modules::access_commands
