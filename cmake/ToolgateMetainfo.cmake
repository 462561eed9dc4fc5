# SPDX-License-Identifier: MIT
# Writes the AppStream metainfo from packaging/org.toolgate.Toolgate.metainfo.xml.in.
# Included by ToolgatePackaging.cmake, and runnable on its own (the package tests use that):
#   cmake -DSOURCE_DIR=S -DOUTPUT=F -DVERSION=V [-DSCREENSHOT_URL_BASE=URL/] -P ToolgateMetainfo.cmake
# Screenshots are listed only with a public URL base: AppStream wants images a software centre
# can fetch, and the project has no such host of its own.
function(toolgate_write_metainfo source_dir output version screenshot_url_base)
    set(TOOLGATE_METAINFO_SCREENSHOTS "")
    if(screenshot_url_base)
        set(shots
            "policy-1440x900.png|The policy editor: profiles and allow/deny lists, with lint"
            "pipeline-1440x900.png|Each step of the tool-policy pipeline, removed tools first"
            "approvals-1440x900.png|Pending tool-call approvals from every gateway"
            "loops-1440x900.png|The tool-loop detector, live")
        set(type " type=\"default\"")
        string(APPEND TOOLGATE_METAINFO_SCREENSHOTS "  <screenshots>\n")
        foreach(shot IN LISTS shots)
            string(REPLACE "|" ";" parts "${shot}")
            list(GET parts 0 file)
            list(GET parts 1 caption)
            string(APPEND TOOLGATE_METAINFO_SCREENSHOTS
                   "    <screenshot${type}>\n"
                   "      <caption>${caption}</caption>\n"
                   "      <image>${screenshot_url_base}${file}</image>\n"
                   "    </screenshot>\n")
            set(type "")
        endforeach()
        string(APPEND TOOLGATE_METAINFO_SCREENSHOTS "  </screenshots>\n")
    endif()
    set(PROJECT_VERSION "${version}")
    configure_file("${source_dir}/packaging/org.toolgate.Toolgate.metainfo.xml.in" "${output}" @ONLY)
endfunction()

if(CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
    toolgate_write_metainfo("${SOURCE_DIR}" "${OUTPUT}" "${VERSION}" "${SCREENSHOT_URL_BASE}")
endif()
