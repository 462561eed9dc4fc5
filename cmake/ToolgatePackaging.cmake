# SPDX-License-Identifier: MIT
# Install rules and the Debian package (CPack). `cmake --build B --target package` or
# scripts/package.sh builds toolgate_<version>_<arch>.deb; its dependencies come from the
# binaries (dpkg-shlibdeps) plus the Qt plugins Toolgate loads at run time.
include(GNUInstallDirs)
include(${CMAKE_CURRENT_LIST_DIR}/ToolgateMetainfo.cmake)

set(toolgate_packaging_dir "${PROJECT_SOURCE_DIR}/packaging")
set(TOOLGATE_SCREENSHOT_URL_BASE "" CACHE STRING
    "Public URL of docs/screenshots/ (with a trailing slash); when set, the AppStream metainfo lists screenshots")

install(TARGETS toolgate-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/toolgate" RENAME copyright)

if(TOOLGATE_BUILD_GUI)
    install(TARGETS toolgate RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    install(FILES "${toolgate_packaging_dir}/org.toolgate.Toolgate.desktop"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    install(FILES "${toolgate_packaging_dir}/icons/toolgate.svg"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps")
    foreach(size 16 24 32 48 64 128 256)
        install(FILES "${toolgate_packaging_dir}/icons/toolgate-${size}.png"
                DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
                RENAME toolgate.png)
    endforeach()

    toolgate_write_metainfo("${PROJECT_SOURCE_DIR}"
                            "${PROJECT_BINARY_DIR}/packaging/org.toolgate.Toolgate.metainfo.xml"
                            "${PROJECT_VERSION}" "${TOOLGATE_SCREENSHOT_URL_BASE}")
    install(FILES "${PROJECT_BINARY_DIR}/packaging/org.toolgate.Toolgate.metainfo.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
endif()

# Man pages from each program's --help and --version (help2man), so they never drift from the
# programs. The GUI prints its help before any window, on the offscreen platform; a UTF-8 locale
# keeps its punctuation.
find_program(TOOLGATE_HELP2MAN help2man)
if(TOOLGATE_HELP2MAN)
    set(toolgate_man_pages)
    function(toolgate_add_man_page target summary)
        set(page "${PROJECT_BINARY_DIR}/man/${target}.1")
        add_custom_command(
            OUTPUT "${page}.gz"
            COMMAND ${CMAKE_COMMAND} -E make_directory "${PROJECT_BINARY_DIR}/man"
            COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
                    "${TOOLGATE_HELP2MAN}" --no-info --locale=C.UTF-8
                    "--name=${summary}" --section=1 --output=${page} $<TARGET_FILE:${target}>
            COMMAND gzip -9nf "${page}"
            DEPENDS ${target}
            VERBATIM)
        set(toolgate_man_pages ${toolgate_man_pages} "${page}.gz" PARENT_SCOPE)
        install(FILES "${page}.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")
    endfunction()
    toolgate_add_man_page(toolgate-cli "the headless Toolgate: policy, loops, schemas and approvals for OpenClaw")
    if(TOOLGATE_BUILD_GUI)
        toolgate_add_man_page(toolgate "a desktop console for OpenClaw's tool policy and approvals")
    endif()
    add_custom_target(toolgate_man_pages ALL DEPENDS ${toolgate_man_pages})
else()
    message(STATUS "help2man not found: no man pages (scripts/install-deps.sh installs it)")
endif()

set(CPACK_PACKAGE_NAME toolgate)
set(CPACK_PACKAGE_VENDOR "Toolgate")
set(CPACK_PACKAGE_CONTACT "Toolgate maintainers <maintainers@toolgate.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Console for OpenClaw tool policy, loops and approvals")
set(CPACK_PACKAGE_DESCRIPTION
    "Toolgate edits the tool profiles and layered allow/deny lists of an OpenClaw configuration, "
    "shows every step of the tool-policy pipeline, shows the tool-loop detector live, and lets an "
    "owner allow or deny pending tool-call approvals from one or more gateways. Includes "
    "toolgate-cli, the same engines on the command line.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded as plugins, so dpkg-shlibdeps cannot see them: the SQLite driver for the history.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
include(CPack)
