# -DPANALO_SANITIZE=address,undefined or -DPANALO_SANITIZE=thread builds every
# native target (shared/, api/, tests) with those GCC/Clang sanitizers. ci/test.sh
# builds build/asan and build/tsan this way and runs ctest in each; the libraries
# from Debian (pistache, libpqxx, libpq, OpenSSL) stay uninstrumented, see
# tests/sanitizers/*.supp for the few reports that come from them.
set(PANALO_SANITIZE "" CACHE STRING "Sanitizers for all native targets: address,undefined | thread | empty")
if(NOT PANALO_SANITIZE)
  return()
endif()
if(EMSCRIPTEN)
  message(FATAL_ERROR "PANALO_SANITIZE is for native builds only")
endif()
if(PANALO_SANITIZE MATCHES "thread" AND PANALO_SANITIZE MATCHES "address")
  message(FATAL_ERROR "ThreadSanitizer cannot be combined with AddressSanitizer")
endif()

# -O1: fast enough to run the API tests, far quicker to compile than -O2, and
# still readable stacks with frame pointers. -g1: line tables only (smaller objects).
add_compile_options(-fsanitize=${PANALO_SANITIZE} -fno-omit-frame-pointer -O1 -g1)
add_link_options(-fsanitize=${PANALO_SANITIZE})
if(PANALO_SANITIZE MATCHES "undefined")
  # Undefined behaviour stops the program (and so fails its test) instead of a
  # line on stderr that nobody reads.
  add_compile_options(-fno-sanitize-recover=undefined)
endif()
message(STATUS "Sanitizers: ${PANALO_SANITIZE}")
