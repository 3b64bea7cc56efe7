// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace Topo {
/// One translation context for all of core (Qt Creator's per-module `Tr` idiom), so plain
/// structs and free functions can have translatable messages too.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TopoLens)
};
} // namespace Topo
