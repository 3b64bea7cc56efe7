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

inline DemoMachines demoMachines(const QString& snapshot = QStringLiteral("demo"))
{
    const Topo::ParseResult<Topo::Snapshot> read = Topo::openSnapshot(snapshot);
    if (read.hasErrors())
        qFatal("the demo snapshot does not load: %s", describe(read.diagnostics).constData());
    DemoMachines demo;
    demo.snapshot = read.value;
    for (const Topo::MachineSnapshot& m : demo.snapshot.machines)
        (m.role == Topo::MachineRole::Guest ? demo.guest : demo.host) = Topo::buildMachine(m);
    return demo;
}

/// The AMD Instinct demo (synthetic; docs/demo-amd.md): an MI300X host with XGMI between the
/// four GPUs it drives and a guest whose four GPUs see PCIE.
inline DemoMachines amdDemoMachines()
{
    return demoMachines(QStringLiteral(TOPOLENS_SOURCE_DIR "/resources/demo/amd-mi300x-snapshot.json"));
}

} // namespace TestUtil
