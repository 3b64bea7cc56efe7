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

namespace Topo::Cli {

/// Writes UTF-8 text to a stdio stream.
void print(FILE* stream, const QString& text);

/// Prints "topolens: MESSAGE" and the --help hint to stderr; returns UsageError.
int usage(const QString& message);

/// Reads a file, or standard input for "-".
Result<QByteArray> readInput(const QString& path);

/// "N error(s), M warning(s)".
QString diagnosticsSummary(const Diagnostics& diagnostics);

/// "--name VALUE" or "--name=VALUE" at args[*i]; advances *i past what it used.
Result<QString> optionValue(const QStringList& args, int* i, const QString& name);

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

} // namespace Topo::Cli
