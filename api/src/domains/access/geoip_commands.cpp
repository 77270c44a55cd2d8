// panaloctl geoip ...: the IP-to-country table the country rules use.
#include <fstream>
#include <iostream>

#include "app/cli/command.hpp"

namespace panalo::cli {

void addGeoIpCommands(std::vector<Command>& commands) {
  commands.push_back({"geoip import", "<csv>",
                      "replace the GeoIP table from a db-ip country-lite CSV (start,end,CC)",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 1) throw UsageError("expected the CSV file");
                        std::ifstream csv(args[0]);
                        if (!csv) {
                          std::cerr << "cannot read " << args[0] << '\n';
                          return 1;
                        }
                        std::cout << services.geoIp.import(csv) << " ranges imported\n";
                        return 0;
                      }});
  commands.push_back({"geoip lookup", "<ip>", "print the country of an address (or 'unknown')",
                      [](const std::vector<std::string>& args, app::AppServices& services) {
                        if (args.size() != 1) throw UsageError("expected 1 argument");
                        const auto country = services.geoIp.lookup(args[0]);
                        std::cout << (country.empty() ? "unknown" : country) << '\n';
                        return 0;
                      }});
}

}  // namespace panalo::cli
