# SPDX-License-Identifier: MIT
# cmake -DROOT=<source dir> -P CheckLayering.cmake
# toolgate_core's public include directory is core/, which also holds gateway/ and demo/,
# so the compiler alone would let core/ include "gateway/…". This fails on any include that breaks
# the layering in CONTRIBUTING.md: core/ never includes gateway/, ui/ or a GUI/network Qt header;
# the gateway client never includes the demo or ui/.
if(NOT ROOT)
    message(FATAL_ERROR "CheckLayering.cmake: pass -DROOT=<source dir>")
endif()
set(gui_or_network
    "QtGui|QtWidgets|QtNetwork|QtWebSockets|QWidget|QApplication|QGuiApplication|QColor|QIcon|QPixmap|QFont|QPainter|QTcpSocket|QTcpServer|QSslSocket|QSslCertificate|QWebSocket|QWebSocketServer|QNetworkAccessManager|QHostAddress")
file(GLOB_RECURSE sources LIST_DIRECTORIES false "${ROOT}/core/*.h" "${ROOT}/core/*.cpp")
set(violations "")
foreach(file IN LISTS sources)
    file(RELATIVE_PATH rel "${ROOT}" "${file}")
    if(rel MATCHES "^core/demo/")
        set(forbidden "^#include [\"<](ui/|Qt(Gui|Widgets)|Q(Widget|Application|GuiApplication)[\">])")
    elseif(rel MATCHES "^core/gateway/")
        set(forbidden "^#include [\"<](ui/|demo/|Qt(Gui|Widgets)|Q(Widget|Application|GuiApplication)[\">])")
    else()
        set(forbidden "^#include [\"<](gateway/|demo/|ui/|(${gui_or_network})[\">/])")
    endif()
    file(STRINGS "${file}" includes REGEX "^#include ")
    foreach(line IN LISTS includes)
        if(line MATCHES "${forbidden}")
            string(APPEND violations "  ${rel}: ${line}\n")
        endif()
    endforeach()
endforeach()
if(violations)
    message(FATAL_ERROR "Layering broken (see CONTRIBUTING.md, Layers):\n${violations}")
endif()
