// SPDX-License-Identifier: GPL-3.0-or-later
// The options of `topolens collect`, apart from running it (app/cli_collect.cpp), so a test can
// check that they ask for the same collection as the Connect dialog's fields; and a watch's own.
#pragma once

#include "collect/collectionrequest.h"
#include "util/result.h"

#include <QString>
#include <QStringList>

namespace Topo::Cli {

struct CollectOptions
{
    CollectionRequest request;
    QString output;                // -o SNAPSHOT.json
    bool acceptNewHostKey = false; // trust and save unknown host keys
};

/// The arguments after `collect`; a failure is the usage message to print.
/// `command` names the subcommand in messages about unknown options: collect, or watch, which
/// takes collect's options besides its own.
Result<CollectOptions> parseCollectOptions(const QStringList& args, const char16_t* command = u"collect");

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
