// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Commands for driving a runner (local or SSH) through its edge cases without a test whose
// verdict depends on how busy the machine is: a command that must time out never ends by
// itself and has a short limit of its own; every other command runs under a limit so long
// that it only bounds a hang (a loaded machine takes seconds, never minutes, to run `echo`);
// and what a test waits for is an event (a command started, its output arrived), not a sleep.
#include "collect/commandplan.h"
#include "collect/commandrunner.h"

#include <QString>

#include <chrono>

namespace CollectTest {

/// The run's limit for commands that must finish: it only bounds a hang.
inline constexpr std::chrono::seconds hangBound { 120 };

/// Sleeps far longer than any test waits: ended only by a limit or a cancel. Not `sleep
/// infinity`: as root OpenSSH refuses to signal a remote command, which then runs on until
/// it ends by itself.
inline const QString neverEnds = QStringLiteral("exec sleep 300");

/// A command outside the fixed plan.
inline Topo::PlannedCommand command(const QString& id, const QString& shell)
{
    Topo::PlannedCommand c;
    c.id = id;
    c.command = shell;
    return c;
}

/// A command that never ends, under a limit of its own (1 s).
inline Topo::PlannedCommand stoppedByItsLimit(const QString& id)
{
    Topo::PlannedCommand c = command(id, neverEnds);
    c.timeout = std::chrono::seconds(1);
    return c;
}

/// Limits under which only a command's own limit can time it out.
inline Topo::RunLimits boundedLimits()
{
    Topo::RunLimits limits;
    limits.commandTimeout = hangBound;
    return limits;
}

} // namespace CollectTest
