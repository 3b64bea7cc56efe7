// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The JSON side of the benchmark parsers (nvbandwidth -j, nccl-tests -J), for them only (not
// part of the parse API): finding the document among the lines a tool prints around it, the
// nesting cap, and reading it with the line of the place where it breaks.

#include "model/benchmark.h"
#include "model/diagnostic.h"

#include <nlohmann/json.hpp>

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace Topo::Bench {

constexpr int maxJsonDepth = 64;

/// The JSON object text in `data` from its first "{" line to its last "}", so warnings printed
/// around it are skipped; `firstLine` is the line number of the "{".
QByteArrayView jsonObjectIn(QByteArrayView data, int* firstLine);

/// What a JSON parser says when its document cannot be read; each tool names itself.
struct JsonDocumentMessages
{
    QString notFound;   // no "{" line at all (line 0)
    QString tooDeep;    // nested past maxJsonDepth
    QString unreadable; // the JSON reader stopped; %1 is its message
    bool noteLinesBefore = false; // say how many lines before the document were not read
};

/// The JSON document in `data`, parsed; or nothing, with the error in `result`. `firstLine` gets
/// the line number of its "{", which the parsers' later diagnostics point at.
std::optional<nlohmann::json> readJsonDocument(
    QByteArrayView data, const JsonDocumentMessages& messages, ParseResult<BenchmarkRun>& result, int* firstLine);

} // namespace Topo::Bench
