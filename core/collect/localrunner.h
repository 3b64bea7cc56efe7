// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/commandrunner.h"

namespace Topo {

/// Runs the commands on this machine through /bin/sh -c, several at a time. Each command is
/// the leader of its own process group, so a timeout or the output cap stops everything it
/// started (a pipeline, a tool's children), not just the shell.
class LocalRunner final : public CommandRunner
{
public:
    QString address() const override;
    QString collectorName() const override;
    Status open() override;
    QList<RawCapture> run(const QList<PlannedCommand>& commands, const RunLimits& limits,
                          RunObserver& observer) override;
    QString connectionError() const override;
    void close() override;
};

} // namespace Topo
