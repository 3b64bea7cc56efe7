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

template<class Enum, std::size_t N>
QString nameOf(const NamedValue<Enum> (&table)[N], Enum value)
{
    for (const auto& row : table) {
        if (row.value == value)
            return QString::fromUtf16(row.name);
    }
    return {};
}

template<class Enum, std::size_t N>
std::optional<Enum> valueNamed(const NamedValue<Enum> (&table)[N], QStringView name)
{
    for (const auto& row : table) {
        if (name == QStringView(row.name))
            return row.value;
    }
    return std::nullopt;
}

} // namespace Topo
