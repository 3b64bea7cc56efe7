// SPDX-License-Identifier: GPL-3.0-or-later
// The options of `topolens collect`, apart from running it (app/cli_collect.cpp), so a test can
// check that they ask for the same collection as the Connect dialog's fields.
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

} // namespace Topo::Cli
