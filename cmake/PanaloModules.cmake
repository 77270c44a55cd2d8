# The API's modules: one platform library and one library per domain, each of
# which names the domains it may use. A build step checks every include against
# those edges, so a wrong include fails the build instead of slowly tangling the
# domains (see CheckDomainIncludes.cmake).

set(PANALO_API_SRC "${PROJECT_SOURCE_DIR}/api/src")

# The include check for one module: a stamp file listed among the library's
# sources, rebuilt whenever one of the module's files changes.
function(_panalo_include_check target module allowed files)
  set(stamp "${CMAKE_CURRENT_BINARY_DIR}/module-checks/${module}.stamp")
  add_custom_command(OUTPUT "${stamp}"
    COMMAND ${CMAKE_COMMAND} "-DMODULE=${module}" "-DALLOWED=${allowed}" "-DFILES=${files}" "-DSTAMP=${stamp}"
            -P "${PROJECT_SOURCE_DIR}/cmake/CheckDomainIncludes.cmake"
    DEPENDS ${files} "${PROJECT_SOURCE_DIR}/cmake/CheckDomainIncludes.cmake"
    COMMENT "Checking the includes of API module ${module}" VERBATIM)
  target_sources(${target} PRIVATE "${stamp}")
endfunction()

# panalo_platform(EXTRA_SOURCES ... LIBRARIES ...): what every domain uses.
function(panalo_platform)
  cmake_parse_arguments(ARG "" "" "EXTRA_SOURCES;LIBRARIES" ${ARGN})
  file(GLOB_RECURSE files CONFIGURE_DEPENDS "${PANALO_API_SRC}/platform/*.cpp" "${PANALO_API_SRC}/platform/*.hpp")
  set(sources ${files})
  list(FILTER sources INCLUDE REGEX "\\.cpp$")
  add_library(panalo_platform STATIC ${sources} ${ARG_EXTRA_SOURCES})
  target_include_directories(panalo_platform PUBLIC "${PANALO_API_SRC}")
  target_link_libraries(panalo_platform PUBLIC ${ARG_LIBRARIES})
  panalo_target_warnings(panalo_platform)
  _panalo_include_check(panalo_platform platform "" "${files}")
endfunction()

# panalo_domain(NAME [USES domain ...]): api/src/domains/NAME as the library
# panalo_domain_NAME, with its module (NAME_module.*), services, repositories,
# routes and its panaloctl commands (*_commands.cpp, on CLI11).
function(panalo_domain name)
  cmake_parse_arguments(ARG "" "" "USES" ${ARGN})
  set(dir "${PANALO_API_SRC}/domains/${name}")
  file(GLOB files CONFIGURE_DEPENDS "${dir}/*.cpp" "${dir}/*.hpp")
  set(sources ${files})
  list(FILTER sources INCLUDE REGEX "\\.cpp$")
  add_library(panalo_domain_${name} STATIC ${sources})
  target_link_libraries(panalo_domain_${name} PUBLIC panalo_platform)
  foreach(used IN LISTS ARG_USES)
    if(NOT TARGET panalo_domain_${used})
      message(FATAL_ERROR "domain ${name} uses ${used}, which must be declared before it")
    endif()
    target_link_libraries(panalo_domain_${name} PUBLIC panalo_domain_${used})
  endforeach()
  panalo_target_warnings(panalo_domain_${name})
  _panalo_include_check(panalo_domain_${name} ${name} "${ARG_USES}" "${files}")
  set_property(GLOBAL APPEND PROPERTY PANALO_DOMAINS ${name})
endfunction()
