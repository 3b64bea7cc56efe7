// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The line vocabulary of `nvidia-smi topo -m` and `topo -p2p` output, shared by their reader
// and sniffers only (not part of the parse API): cells, echoed commands, legends and the extra
// header columns.

#include "util/text.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace Topo::NvidiaSmi {

enum class MatrixKind { Topo, P2p };

bool hasDigit(QByteArrayView token);

bool isSelfCell(QByteArrayView token);
bool isTopoOnlyCell(QByteArrayView token);
bool isP2pOnlyCell(QByteArrayView token);
bool isCell(QByteArrayView token);
bool isOwnCell(MatrixKind kind, QByteArrayView token);

/// What follows the cells of a `topo -m` row: CPU lists ("0-23,48-71"), NUMA ids, "N/A".
bool isAffinityValue(QByteArrayView token);

/// A label or name for a message: cleaned and cut short, whatever the input held.
QString quoted(const QString& text);

/// The line without ANSI escapes; only lines that have one are copied.
QByteArrayView plainText(const Text::Line& line, QByteArray* storage);

// ---- Commands: prompt lines and echoed "nvidia-smi …" lines split the input into the
// outputs of separate commands, so a pasted session with `topo -m` and `topo -p2p` works.

enum class CommandKind { None, Topo, P2p, Other };

struct Command
{
    CommandKind kind = CommandKind::None;
    QString argument; // the -p2p capability as typed ("r", "rw")
};

Command commandOnLine(QByteArrayView text);
CommandKind ownCommandKind(MatrixKind kind);

/// The lines [begin, end) after one command (or before the first).
struct Section
{
    qsizetype begin = 0;
    qsizetype end = 0;
    int commandLine = 0; // 0: no command line before it
    Command command;
    bool hasText = false;
};

// ---- Legends

bool isLegendHeading(QByteArrayView trimmedLine);
/// "  PIX  = Connection traversing …" or old-style "X   = Self".
std::optional<QPair<QString, QString>> legendEntry(QByteArrayView trimmedLine);
/// "  NIC0: mlx5_0".
std::optional<QPair<QString, QString>> nicLegendEntry(QByteArrayView trimmedLine);
bool endsMatrix(QByteArrayView trimmedLine);

// ---- The extra header columns of topo -m

/// How many words a known column name ("CPU Affinity", "GPU NUMA ID") takes at `index`, or 0.
int knownColumnAt(const QList<QByteArrayView>& tokens, qsizetype index);

/// Groups the header words after the labels into column names: known names first, other
/// words join while only a single space separates them ("Foo Bar\tBaz" → two names).
QStringList extraColumnNames(QByteArrayView header, const QList<QByteArrayView>& tokens, qsizetype first);

// ---- Sniffing

/// What the first few kilobytes show, for the sniffers.
struct Glimpse
{
    CommandKind firstCommand = CommandKind::None;
    bool affinityHeader = false;
    bool topoLegend = false;
    bool p2pLegend = false;
    int topoRows = 0; // rows with a connection class other than X
    int p2pRows = 0; // rows with a P2P status other than X
    int selfRows = 0; // rows with only X

    int topoSignals() const
    {
        return topoRows + int(affinityHeader) + int(topoLegend) + 2 * int(firstCommand == CommandKind::Topo);
    }
    int p2pSignals() const { return p2pRows + int(p2pLegend) + 2 * int(firstCommand == CommandKind::P2p); }
};

Glimpse glimpse(QByteArrayView data);

} // namespace Topo::NvidiaSmi
