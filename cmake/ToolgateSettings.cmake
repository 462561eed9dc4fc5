# SPDX-License-Identifier: MIT
# One INTERFACE target with the project's language level, warnings and Qt defines; every target of
# ours links it PRIVATE so third-party code is never compiled with our strictness.
add_library(toolgate_settings INTERFACE)
target_compile_features(toolgate_settings INTERFACE cxx_std_20)
target_compile_options(toolgate_settings INTERFACE
    -Wall -Wextra -pedantic -Wshadow -Wold-style-cast -Woverloaded-virtual -Wnon-virtual-dtor)
if(TOOLGATE_WERROR)
    target_compile_options(toolgate_settings INTERFACE -Werror)
endif()
target_compile_definitions(toolgate_settings INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_FOREACH
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)

# Tests get a HOME of their own (emptied before every ctest run by the toolgate_test_homes fixture),
# so no remembered setting, history or device key leaks between tests or runs. The cache directory
# stays the developer's: the interop tests find the installed OpenClaw there.
if(DEFINED ENV{XDG_CACHE_HOME})
    set(TOOLGATE_TEST_CACHE_HOME "$ENV{XDG_CACHE_HOME}")
else()
    set(TOOLGATE_TEST_CACHE_HOME "$ENV{HOME}/.cache")
endif()
set(TOOLGATE_TEST_HOMES "${CMAKE_BINARY_DIR}/test-homes")

# add_toolgate_test(NAME LAYER SOURCES ... [LIBS ...] [RUNS_CLI] [TIMEOUT SECONDS])
# One QTest executable per tst_*.cpp, labelled with its layer so `ctest -L core` runs one layer.
# RUNS_CLI: the test runs the toolgate-cli binary; it is built first and the test is labelled `cli`
# (instead of `core`, which stays for in-process tests).
function(add_toolgate_test name layer)
    cmake_parse_arguments(arg "RUNS_CLI" "TIMEOUT" "SOURCES;LIBS" ${ARGN})
    qt_add_executable(${name} ${arg_SOURCES})
    target_link_libraries(${name} PRIVATE toolgate_settings Qt6::Test ${arg_LIBS})
    # failonwarning.h: every test function fails on a Qt warning it did not expect.
    target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/tests)
    target_compile_definitions(${name} PRIVATE
        TOOLGATE_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data")
    set(labels ${layer})
    if(arg_RUNS_CLI)
        add_dependencies(${name} toolgate-cli)
        if(layer STREQUAL "core")
            set(labels cli)
        else()
            list(APPEND labels cli)
        endif()
    endif()
    if(NOT arg_TIMEOUT)
        set(arg_TIMEOUT 300)
    endif()
    set(home "${TOOLGATE_TEST_HOMES}/${name}")
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        LABELS "${labels}"
        TIMEOUT ${arg_TIMEOUT}
        FIXTURES_REQUIRED toolgate_test_homes
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=*.debug=false;HOME=${home};XDG_CONFIG_HOME=${home}/.config;XDG_DATA_HOME=${home}/.local/share;XDG_CACHE_HOME=${TOOLGATE_TEST_CACHE_HOME}")
endfunction()
