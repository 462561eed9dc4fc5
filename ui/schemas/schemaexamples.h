// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace toolgate::ui {

// Small example parameter schemas that show what providers drop (unions, formats, limits,
// contains). Illustrations written for Toolgate, not any real tool's schema.
struct SchemaExample {
    QString title; // translated
    QString json;
};

QList<SchemaExample> schemaExamples();

} // namespace toolgate::ui
