// SPDX-License-Identifier: GPL-3.0-or-later
// `nvidia-smi topo -p2p r|w|n|a|p`: the peer-to-peer status of every GPU pair.
#include "parse/nvidiasmi/matrixreader.h"
#include "parse/nvidiasmi/nvidiasmi.h"

#include "util/tr.h"

#include <algorithm>

namespace Topo {

using namespace NvidiaSmi;

ParseResult<P2pMatrix> parseNvidiaSmiP2p(QByteArrayView data)
{
    ParseResult<P2pMatrix> result;
    MatrixReading reading = readMatrix(data, MatrixKind::P2p);
    if (reading.understood) {
        if (reading.topoEvidence > 0 && reading.topoEvidence >= reading.p2pEvidence) {
            reject(&reading, reading.headerLine, wrongKind(MatrixKind::P2p));
        } else if (reading.p2pEvidence == 0) {
            reject(&reading, reading.headerLine,
                Tr::tr("nothing here is particular to nvidia-smi topo -p2p: no status other than X, "
                       "no legend and no -p2p command"));
        }
    }
    result.diagnostics = std::move(reading.diagnostics);
    if (!reading.understood)
        return result;

    P2pMatrix& p2p = result.value;
    const Command& command = reading.section.command;
    if (command.kind == CommandKind::P2p) {
        // nvidia-smi takes one letter; anything else is not guessed at.
        if (command.argument.size() == 1)
            p2p.capability = p2pCapabilityFromLetter(command.argument.front().toLower());
        if (!p2p.capability) {
            result.info(reading.section.commandLine,
                Tr::tr("the capability %1 is not one of r, w, n, a, p; it is left unknown")
                    .arg(quoted(command.argument)));
        }
    }
    for (int row = 0; row < reading.matrix.size(); ++row) {
        if (!reading.valuesAfterCells[row].isEmpty()) {
            result.warn(reading.rowLines[row],
                Tr::tr("text after the cells is not read: %1")
                    .arg(quoted(reading.valuesAfterCells[row].join(u' '))));
        }
    }
    p2p.matrix = std::move(reading.matrix);
    p2p.legend = std::move(reading.legend);
    return result;
}

int sniffNvidiaSmiP2p(QByteArrayView data)
{
    const Glimpse seen = glimpse(data);
    if (seen.p2pRows + seen.selfRows == 0 || seen.p2pSignals() == 0
        || seen.topoSignals() >= seen.p2pSignals())
        return 0;
    const int score = 30 + 30 * int(seen.p2pRows > 0) + 30 * int(seen.p2pLegend)
        + 20 * int(seen.firstCommand == CommandKind::P2p);
    return std::min(score, 100);
}

} // namespace Topo
