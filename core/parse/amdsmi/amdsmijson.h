// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by amd-smi's --json parsers, not part of the parse API: finding the document among the
// lines printed around it (the echoed command, warnings), reading it with the line where it
// breaks, and amd-smi's values, which are plain or {"value": …, "unit": …} objects.

#include "model/diagnostic.h"

#include <nlohmann/json.hpp>

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>

namespace Topo::AmdSmi {

struct JsonDocument
{
    nlohmann::json root;
    int firstLine = 1;
    /// The 1-based line where each element of the top-level list (or object) begins, in order,
    /// so a value read from element i can name its line.
    QList<int> elementLines;
};

/// The JSON document of `data`: from the first line that starts with "[" or "{" to where that
/// bracket closes. Errors (none found, nested too deep, unreadable) go to `diagnostics`, with the
/// tool's `expected` text where nothing was found.
std::optional<JsonDocument> readJsonDocument(QByteArrayView data, Diagnostics& diagnostics, const QString& expected);

/// The first few kilobytes of the document for a sniffer, from its first "[" or "{" line.
QByteArrayView jsonHead(QByteArrayView data);

/// A value as text: strings cleaned, numbers as printed, {"value": v, "unit": u} as v; "" for
/// null, lists and other objects.
QString valueText(const nlohmann::json& value);

/// An integer, plain or as {"value": n}; "3" is not one.
std::optional<qint64> valueInteger(const nlohmann::json& value);

} // namespace Topo::AmdSmi
