// SPDX-License-Identifier: GPL-3.0-or-later
// What every subcommand's file shares: output, argument and input helpers, and the entry points
// of the subcommands that live in their own files.
#pragma once

#include "cli.h"
#include "model/diagnostic.h"
#include "util/result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <initializer_list>

namespace Topo::Cli {

/// Writes UTF-8 text to a stdio stream.
void print(FILE* stream, const QString& text);

/// Prints "topolens: MESSAGE" and the --help hint to stderr; returns UsageError.
int usage(const QString& message);

/// Keeps out of a command's output what Qt says of a desktop session that isn't there (cron, SSH,
/// CI: no XDG_RUNTIME_DIR, an offscreen window's size hints): a command prints only what it
/// means. Every other message of Qt's still reaches standard error. Call before the
/// application object exists.
void quietQtNoise();

/// Reads a file (io/wholefile.h), or standard input for "-".
Result<QByteArray> readInput(const QString& path);

/// "cannot write to standard output: REASON", the reason errno's: for a write to stdout that
/// failed (a full disk, a closed pipe).
QString standardOutputError();

/// Whether OUTPUT can be created where it is named: its folder must exist (no command makes
/// folders a person did not ask for). Standard output ("-" or empty) always can. For commands
/// that would otherwise find out only after minutes of work.
Status checkOutputFolder(const QString& output);

/// "N error(s), M warning(s)".
QString diagnosticsSummary(const Diagnostics& diagnostics);

/// "--name VALUE" or "--name=VALUE" at args[*i]; advances *i past what it used.
Result<QString> optionValue(const QStringList& args, int* i, const QString& name);

/// One option of a subcommand: with a value ("--name VALUE" or "--name=VALUE") read into
/// *value, or a flag ("--name" alone) that sets *flag.
struct OptionTarget
{
    const char16_t* name;
    QString* value = nullptr;
    bool* flag = nullptr;
};

/// When args[*i] is one of `options`, reads it into its target, advances *i past a value and
/// sets *matched; fails with optionValue()'s message where the value is missing. Leaves all as it
/// is, with *matched false, for any other argument.
Status takeOption(const QStringList& args, int* i, std::initializer_list<OptionTarget> options, bool* matched);

/// The same for the output file every writing subcommand takes: "-o FILE", "--output FILE" or
/// "--output=FILE" (not "-o=FILE").
Status takeOutputOption(const QStringList& args, int* i, QString* output, bool* matched);

/// `topolens collect` (app/cli_collect.cpp).
int runCollect(const QStringList& args);

/// `topolens export` and `topolens report` (app/cli_export.cpp).
int runExport(const QStringList& args);
int runReport(const QStringList& args);

/// `topolens diagnose` (app/cli_diagnose.cpp).
int runDiagnose(const QStringList& args);

/// `topolens nccl-topo` and `topolens qemu-layout` (app/cli_generate.cpp).
int runNcclTopo(const QStringList& args);
int runQemuLayout(const QStringList& args);

/// `topolens diff` (app/cli_diff.cpp).
int runDiff(const QStringList& args);

/// `topolens fleet collect` (app/cli_fleetcollect.cpp), called by the `fleet` dispatcher.
int runFleetCollect(const QStringList& args);

/// `topolens fleet import|report|check|baseline|gres` and the `fleet` dispatcher (app/cli_fleet.cpp).
int runFleet(const QStringList& args);

} // namespace Topo::Cli
