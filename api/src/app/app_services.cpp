#include "app/app_services.hpp"

namespace panalo::app {

AppServices::AppServices(const std::string& databaseUrl, std::size_t poolSize) : pool(databaseUrl, poolSize) {}

}  // namespace panalo::app
