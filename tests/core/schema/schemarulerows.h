// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

#include <vector>

struct SchemaRuleRow {
    const char *name;
    QByteArray input;    // a schema case document
    QByteArray expected; // the result document
};

std::vector<SchemaRuleRow> schemaRuleRows();
