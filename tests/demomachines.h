// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The demo snapshot's host and guest, built as the window builds them: what the UI tests of
// models and panels look at.

#include "analyze/machinebuilder.h"
#include "io/snapshotfile.h"
#include "testutil.h"

namespace TestUtil {

struct DemoMachines
{
    Topo::Snapshot snapshot;
    Topo::Machine host;
    Topo::Machine guest;
};

inline DemoMachines demoMachines()
{
    const Topo::ParseResult<Topo::Snapshot> read = Topo::openSnapshot(QStringLiteral("demo"));
    if (read.hasErrors())
        qFatal("the demo snapshot does not load: %s", describe(read.diagnostics).constData());
    DemoMachines demo;
    demo.snapshot = read.value;
    for (const Topo::MachineSnapshot& m : demo.snapshot.machines)
        (m.role == Topo::MachineRole::Guest ? demo.guest : demo.host) = Topo::buildMachine(m);
    return demo;
}

} // namespace TestUtil
