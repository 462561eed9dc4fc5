// SPDX-License-Identifier: MIT
#pragma once

#include "util/json.h"

#include <QString>

#include <vector>

namespace toolgate::gateway::demo {

class DemoServer;
struct Connection;

// One request after the handshake: who sent it and what it asked.
struct DemoRequest {
    Connection &conn;
    const QString &id;
    const QString &method;
    const core::Json &params; // always an object
};

using DemoHandler = void (*)(DemoServer &server, const DemoRequest &call);

// A row of the demo gateway's method table. A null handler is advertised in hello-ok (as the
// real gateway does) but answered "unknown method".
struct DemoMethod {
    const char *name;
    const char *scope; // the operator scope the caller must hold
    DemoHandler handler;
};

// Each area's rows, in hello-ok order.
std::vector<DemoMethod> demoConfigMethods();   // democonfigmethods.cpp
std::vector<DemoMethod> demoApprovalMethods(); // demoapprovalmethods.cpp

// The whole table: the areas above plus exec-approvals (DemoExecApprovals), in hello-ok order.
const std::vector<DemoMethod> &demoMethods();
const DemoMethod *findDemoMethod(const QString &name);

} // namespace toolgate::gateway::demo
