# One ctest entry per GoogleTest suite, not per test (gtest_discover_tests makes
# one per test). Why: every API test suite starts a server on a copy of the
# template database in SetUpTestSuite; run one test per process, each of the ~500
# API tests paid for a process start, a database copy and drop, and a server
# start and stop, which was most of the sanitizer passes' time. A suite runs its
# tests in one process, in declaration order, on the one server and database its
# fixture made, so each test leaves the tables it shares with later ones as a
# fresh database has them (or counts only its own rows).
#
# Included by tests/CMakeLists.txt for the function; run in script mode (-P) after
# each build of the test program to write the ctest file from --gtest_list_tests.
# A test that skips itself (GTEST_SKIP) shows in its suite's output; the suite
# passes when every test in it passed or skipped.

function(panalo_discover_test_suites target)
  cmake_parse_arguments(arg "" "PROPERTIES_FILE" "" ${ARGN})
  set(ctest_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_suites.cmake")
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND "${CMAKE_COMMAND}" -D "TEST_EXECUTABLE=$<TARGET_FILE:${target}>" -D "CTEST_FILE=${ctest_file}"
            -D "WORKING_DIRECTORY=${CMAKE_CURRENT_BINARY_DIR}" -P "${CMAKE_CURRENT_FUNCTION_LIST_FILE}"
    VERBATIM)
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${ctest_file}")
  if(arg_PROPERTIES_FILE)
    # Read after the list, so its set_tests_properties sees the suites' names.
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${arg_PROPERTIES_FILE}")
  endif()
endfunction()

if(CMAKE_SCRIPT_MODE_FILE)
  execute_process(COMMAND "${TEST_EXECUTABLE}" --gtest_list_tests
    WORKING_DIRECTORY "${WORKING_DIRECTORY}"
    OUTPUT_VARIABLE listing RESULT_VARIABLE status TIMEOUT 60)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${TEST_EXECUTABLE} --gtest_list_tests failed (${status}):\n${listing}")
  endif()
  get_filename_component(program "${TEST_EXECUTABLE}" NAME)
  # The listing: "Suite." lines (a parameterised one "Prefix/Suite.  # comment"),
  # each followed by its indented tests.
  string(REPLACE "\n" ";" lines "${listing}")
  set(content "")
  set(names "")
  set(suite "")
  set(count 0)
  macro(write_suite)
    if(NOT suite STREQUAL "")
      # COST: the bigger suites start first, so the last one to end is short.
      string(APPEND content
        "add_test([==[${suite}]==] [==[${TEST_EXECUTABLE}]==] [==[--gtest_filter=${suite}.*]==])\n"
        "set_tests_properties([==[${suite}]==] PROPERTIES WORKING_DIRECTORY [==[${WORKING_DIRECTORY}]==]"
        " COST ${count})\n")
      list(APPEND names "${suite}")
    endif()
  endmacro()
  foreach(line IN LISTS lines)
    if(line MATCHES "^([A-Za-z0-9_/]+)\\.")
      write_suite()
      set(suite "${CMAKE_MATCH_1}")
      set(count 0)
    elseif(line MATCHES "^  [A-Za-z0-9_/]")
      math(EXPR count "${count} + 1")
    endif()
  endforeach()
  write_suite()
  string(REPLACE ";" " " name_words "${names}")
  string(APPEND content "set(${program}_SUITES ${name_words})\n")
  file(WRITE "${CTEST_FILE}" "${content}")
endif()
