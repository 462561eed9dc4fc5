// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace toolgate::core {

// What went wrong, machine-checkable (code) and human-readable (where + message). `where` is a
// file position ("FILE:LINE:COL") or a key path ("tools.byProvider.openai"); tests assert on codes.
struct Error {
    QString code;
    QString message;
    QString where;

    // "where: message" when a location is known, else just the message.
    QString toString() const {
        return where.isEmpty() ? message : where + QStringLiteral(": ") + message;
    }
};

// A value or an Error, shaped like std::expected (which GCC 12 offers only in C++23).
template<typename T> class [[nodiscard]] Result {
public:
    Result(T value)
        : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(Error error)
        : m_data(std::in_place_index<1>, std::move(error)) {}

    bool hasValue() const { return m_data.index() == 0; }
    explicit operator bool() const { return hasValue(); }

    T &value() & { return std::get<0>(m_data); }
    const T &value() const & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

// Result for operations that produce nothing but can fail.
struct Ok {};
using Status = Result<Ok>;

} // namespace toolgate::core
