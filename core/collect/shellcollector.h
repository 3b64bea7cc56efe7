// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace Topo {

/// The standalone POSIX shell collector (scripts/topolens-collect.sh), generated from the one
/// command plan so the two can never disagree: it runs the same commands, keeps every output
/// verbatim and writes a bundle (see io/bundle.h) that TopoLens imports as a snapshot. Needs
/// only sh and coreutils; uses `timeout` when the machine has it.
QByteArray standaloneCollectorScript();

} // namespace Topo
