// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <nlohmann/json_fwd.hpp>

namespace Topo {

/// Every input format TopoLens reads, by stable name (the `--format` values of
/// `topolens parse` and the `format` field of its JSON).
struct InputFormat
{
    QString name;        // "nvidia-smi-topo"
    QString command;     // the command that produces it, for help texts
    QString description;
    int (*sniff)(QByteArrayView data) = nullptr;
    /// Parses and converts to the documented JSON value (without envelope).
    nlohmann::json (*parseToJson)(QByteArrayView data, Diagnostics* diagnostics) = nullptr;
};

const QList<InputFormat>& inputFormats();
const InputFormat* findInputFormat(QStringView name);

struct DetectedFormat
{
    const InputFormat* format = nullptr;
    int confidence = 0;
};

/// The most likely format of a buffer, or no format when nothing claims it with confidence.
DetectedFormat detectInputFormat(QByteArrayView data);

} // namespace Topo
