// SPDX-License-Identifier: MIT
#pragma once

// Every test function fails on a Qt runtime warning it did not announce with
// QTest::ignoreMessage: Qt's own complaints ("QObject::connect: No such signal", "QLayout:
// Attempting to add…", "QSqlDatabasePrivate::addDatabase: duplicate connection name", a timer or
// child object in the wrong thread) are defects, not noise. The console's own diagnostics (its
// logging categories: "connect refused: …", "approval history: …") are expected on the failure
// paths the tests drive; a test that asserts one announces it with ignoreMessage. The offscreen
// platform's "This plugin does not support …" and a machine without XDG_RUNTIME_DIR are the
// test bed, not the console.
// Each test class calls this from its init().

#include <QRegularExpression>
#include <QTest>

namespace toolgate::test {

inline void failOnAnyWarning() {
    static const QRegularExpression qtRuntimeWarning(
        QStringLiteral("^(?!QStandardPaths: XDG_RUNTIME_DIR not "
                       "set)(?:Q[A-Z][A-Za-z0-9_]*(?:::[A-Za-z0-9_~]+)*:|Cannot create "
                       "children|Cannot send events|"
                       "Timers cannot|Unable to set geometry|Attempting to add QLayout|"
                       "QObject::|QWidget::|QLayout)"));
    QTest::failOnWarning(qtRuntimeWarning);
}

} // namespace toolgate::test
