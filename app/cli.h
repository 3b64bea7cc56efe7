// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <span>

namespace Topo::Cli {

/// Exit codes of every subcommand. NotAsExpected is the one answer scripts and cron test for:
/// `diff` found differences, `fleet check` drift, `fleet collect` a node that did not end ok.
/// diff(1)'s 1 is taken by Failure here. Cancelled: stopped by Ctrl-C (`fleet collect`, `watch`),
/// as a shell reports a command ended by SIGINT; what arrived is written all the same.
enum ExitCode { Ok = 0, Failure = 1, UsageError = 2, NotAsExpected = 3, Cancelled = 130 };

/// What a subcommand needs beyond Qt Core, which decides the program that runs it (app/programs.h).
enum class Needs {
    QtCore, // topolens-cli runs it
    Ssh,    // libssh (with OpenSSL and Kerberos): topolens-gui, or a topolens-cli built without the GUI
    Drawing // a QGuiApplication, offscreen without a display: topolens-gui
};

/// One subcommand of `topolens`.
struct Subcommand
{
    const char* name;
    Needs needs;
    int (*run)(const QStringList& args); // null where this program was built without what it needs
};

/// Every subcommand, in --help's order.
std::span<const Subcommand> subcommands();

/// The subcommand called \a name, or null.
const Subcommand* findSubcommand(const QString& name);

/// True when the arguments ask for a command-line subcommand rather than the GUI.
bool isCliInvocation(const QStringList& arguments);

/// Runs a subcommand. Output goes to stdout, messages to stderr.
int run(const QStringList& arguments);

/// The text of `topolens --help`.
QString helpText();

} // namespace Topo::Cli
