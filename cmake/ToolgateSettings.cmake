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

# add_toolgate_test(NAME LAYER SOURCES ... [LIBS ...])
# One QTest executable per tst_*.cpp, labelled with its layer so `ctest -L core` runs one layer.
function(add_toolgate_test name layer)
    cmake_parse_arguments(arg "" "" "SOURCES;LIBS" ${ARGN})
    qt_add_executable(${name} ${arg_SOURCES})
    target_link_libraries(${name} PRIVATE toolgate_settings Qt6::Test ${arg_LIBS})
    target_compile_definitions(${name} PRIVATE
        TOOLGATE_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data")
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES LABELS ${layer}
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=*.debug=false")
endfunction()
