// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <cstddef>
#include <optional>

namespace Topo {

/// One row of a table that gives an enum's values their stable names (for files, JSON and the
/// CLI), so that both directions are read from one place instead of two switch-ladders.
template<class Enum>
struct NamedValue
{
    Enum value;
    const char16_t* name;
};

/// One row of a table that gives an enum's values a title for people. Write the title as
/// `QT_TRANSLATE_NOOP("Context", "…")`, so that lupdate sees it, and translate what titleOf()
/// returns in that same context (in core: `Tr::tr(titleOf(table, value))`).
template<class Enum>
struct TitledValue
{
    Enum value;
    const char* title;
};

/// A row with both: the stable name and the title.
template<class Enum>
struct NamedTitledValue
{
    Enum value;
    const char16_t* name;
    const char* title;
};

/// The name of `value` in `table`, or a null string where the table has no row for it.
template<class Row, std::size_t N>
    requires requires(const Row& row) { row.name; }
QString nameOf(const Row (&table)[N], decltype(Row::value) value)
{
    for (const auto& row : table) {
        if (row.value == value)
            return QString::fromUtf16(row.name);
    }
    return {};
}

/// The value that `name` names in `table`, if a row has that name.
template<class Row, std::size_t N>
    requires requires(const Row& row) { row.name; }
std::optional<decltype(Row::value)> valueNamed(const Row (&table)[N], QStringView name)
{
    for (const auto& row : table) {
        if (name == QStringView(row.name))
            return row.value;
    }
    return std::nullopt;
}

/// The untranslated title of `value` in `table`, or nullptr where the table has no row for it
/// (Qt's translate functions answer a null string to nullptr).
template<class Row, std::size_t N>
    requires requires(const Row& row) { row.title; }
const char* titleOf(const Row (&table)[N], decltype(Row::value) value)
{
    for (const auto& row : table) {
        if (row.value == value)
            return row.title;
    }
    return nullptr;
}

} // namespace Topo
