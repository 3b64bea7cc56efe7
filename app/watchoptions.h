// SPDX-License-Identifier: GPL-3.0-or-later
// The options of `watch` and `fleet watch` besides those of the collection they start with. A
// file of its own: `fleet watch` runs in topolens-cli, which must not link collect's SSH side.
#pragma once

#include "util/result.h"

#include <QString>
#include <QStringList>

namespace Topo::Cli {

/// The options of `watch` and `fleet watch` besides those of collect and fleet collect.
struct WatchOptions
{
    double intervalSeconds = 5;
    int samples = 0;           // 0: until --duration ends, or until interrupted
    double durationSeconds = 0;
    QString load;              // a command run on this machine while the samples are taken
    QStringList otherArguments;
};

/// Takes a watch's own options (--interval, --samples, --duration, --load) out of the
/// arguments; the rest are the collection's, in otherArguments. `command` names it in messages.
Result<WatchOptions> readWatchOptions(const QStringList& args, const char16_t* command);

} // namespace Topo::Cli
