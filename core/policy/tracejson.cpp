// SPDX-License-Identifier: MIT
// A trace in the golden result format (golden README §1.3).
#include "policy/policyengine_p.h"

namespace toolgate::core {

Json PolicyEngine::traceToJson(const PolicyTrace &trace) const {
    Json out = Json::object();
    if (d->issues.empty()) {
        out["configErrors"] = nullptr;
    } else {
        Json errors = Json::array();
        for (const SchemaIssue &issue : d->issues)
            errors.push_back(Json{{"path", issue.path}, {"message", issue.message}});
        out["configErrors"] = errors;
    }
    Json prefilters = Json::array();
    for (const PrefilterTrace &pf : trace.prefilters)
        prefilters.push_back(Json{{"label", pf.label}, {"removed", names(pf.removed)}});
    out["prefilters"] = prefilters;
    Json steps = Json::array();
    for (const StepTrace &st : trace.steps)
        steps.push_back(
            Json{{"label", st.label}, {"kept", names(st.kept)}, {"removed", names(st.removed)}});
    out["steps"] = steps;
    out["final"] = trace.error ? Json::array() : Json(names(trace.final));
    out["warnings"] = trace.warnings;
    out["guardError"] = trace.guardError ? Json(*trace.guardError) : Json(nullptr);
    out["error"] = trace.error ? Json(*trace.error) : Json(nullptr);
    return out;
}

} // namespace toolgate::core
