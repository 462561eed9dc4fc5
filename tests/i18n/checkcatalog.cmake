# SPDX-License-Identifier: MIT
# Fails when translations/*.ts and the sources drift. lupdate runs on a copy of the committed
# catalog (keeping obsolete entries), so it marks what the sources lost as vanished and what they
# gained as unfinished; the committed catalog itself must have every message translated.
# Inputs: LUPDATE, TS (committed catalog), WORK (scratch dir), and the lupdate project that
# qt_add_translations wrote (PROJECT_IN, turned into JSON by GENERATE_PROJECT), so the sources,
# include paths and contexts are exactly those of the update_translations target.
if(NOT EXISTS ${PROJECT_IN})
    message(FATAL_ERROR "No lupdate project at ${PROJECT_IN}: did qt_add_translations change?")
endif()
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${WORK}/project.json
    -P ${GENERATE_PROJECT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "Could not generate the lupdate project from ${PROJECT_IN}")
endif()
get_filename_component(ts_name ${TS} NAME)
set(copy ${WORK}/${ts_name})
configure_file(${TS} ${copy} COPYONLY)
execute_process(COMMAND ${LUPDATE} -project ${WORK}/project.json -ts ${copy} -locations none
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed (${rc}):\n${out}\n${err}")
endif()

file(READ ${TS} committed)
string(REPLACE ";" "," committed "${committed}") # keep each regex match one list element

# Prints every message of a catalog whose translation has the given type, skipping those the
# committed catalog already holds when ONLY_NEW is set; returns the count.
function(report_type file type what result)
    cmake_parse_arguments(arg "ONLY_NEW" "" "" ${ARGN})
    file(READ ${file} text)
    string(REPLACE ";" "," text "${text}")
    string(REGEX MATCHALL
        "<source>[^<]*</source>[ \n]*(<extracomment>[^<]*</extracomment>[ \n]*)?(<comment>[^<]*</comment>[ \n]*)?<translation type=\"${type}\""
        hits "${text}")
    set(n 0)
    foreach(hit IN LISTS hits)
        string(REGEX REPLACE "(<source>[^<]*</source>).*" "\\1" source "${hit}")
        string(FIND "${committed}" "${source}" at)
        if(arg_ONLY_NEW AND at GREATER -1)
            continue()
        endif()
        math(EXPR n "${n} + 1")
        message("${what}: ${source}")
    endforeach()
    set(${result} ${n} PARENT_SCOPE)
endfunction()

report_type(${copy} "unfinished" "new in the sources, missing from ${ts_name}" added ONLY_NEW)
report_type(${copy} "vanished" "in ${ts_name}, gone from the sources" vanished)
report_type(${copy} "obsolete" "in ${ts_name}, gone from the sources" obsolete)
report_type(${TS} "unfinished" "untranslated in ${ts_name}" unfinished)
math(EXPR problems "${added} + ${vanished} + ${obsolete} + ${unfinished}")
if(problems GREATER 0)
    message(FATAL_ERROR "${ts_name}: ${added} new, ${vanished} vanished, ${obsolete} obsolete, "
        "${unfinished} untranslated message(s). Run the update_translations target and translate "
        "the unfinished entries.")
endif()
message(STATUS "${ts_name} matches the sources; every message is translated.")
