// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <utility>

namespace Topo {

/// Why an operation failed, in one sentence for the user ("cannot open x.json: No such file").
struct Failure
{
    QString message;
};

inline Failure fail(QString message)
{
    return { std::move(message) };
}

/// The outcome of an operation that gives a value or fails with one message: saving a file,
/// opening a connection, reading an option. Parsers, whose problems have lines, return
/// ParseResult (model/diagnostic.h) instead. [[nodiscard]]: a dropped failure is a compile
/// warning, and CI builds with warnings as errors.
///
///     Result<QByteArray> data = readInput(path);
///     if (!data)
///         return usage(data.error());
///     use(*data);
template<class T>
class [[nodiscard]] Result
{
public:
    Result(T value) : m_value(std::move(value)) { } // NOLINT(google-explicit-constructor): reads as `return value;`
    Result(Failure failure) : m_error(std::move(failure.message)) { } // NOLINT(google-explicit-constructor)

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }

    /// The value; only when ok().
    const T& value() const& { return *m_value; }
    T& value() & { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    const T& operator*() const& { return *m_value; }
    T& operator*() & { return *m_value; }
    const T* operator->() const { return &*m_value; }
    T* operator->() { return &*m_value; }

    /// The message; empty when ok().
    const QString& error() const { return m_error; }

private:
    std::optional<T> m_value;
    QString m_error;
};

/// An operation that gives nothing but may fail: `return Status::success();` or `return fail(…);`.
template<>
class [[nodiscard]] Result<void>
{
public:
    Result(Failure failure) : m_failed(true), m_error(std::move(failure.message)) { } // NOLINT(google-explicit-constructor)
    static Result success() { return Result(); }

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const QString& error() const { return m_error; }

private:
    Result() = default;
    bool m_failed = false;
    QString m_error;
};

using Status = Result<void>;

} // namespace Topo
