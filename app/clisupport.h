// SPDX-License-Identifier: GPL-3.0-or-later
// What every subcommand's file shares: output, argument and input helpers, and the entry points
// of the subcommands that live in their own files.
#pragma once

#include "cli.h"
#include "analyze/snapshotdocument.h"
#include "layout/labelsizes.h"
#include "model/diagnostic.h"
#include "util/result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <initializer_list>
#include <vector>

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

/// The snapshot NAME_OR_PATH ("demo" or a file) opened as a document, once OUTPUT (where one is
/// given) can be written where it is named: null after saying on standard error why not.
SharedDocument openDocumentFor(const QString& nameOrPath, const QString& output = {});

/// Writes `bytes` to `path` whole (writeWholeFile: a reader never sees half a file), or to standard
/// output for "-" or no path; says what failed on standard error.
bool writeOutput(const QString& path, const QByteArray& bytes);

/// "N error(s), M warning(s)".
QString diagnosticsSummary(const Diagnostics& diagnostics);

/// One option of a subcommand, a row of its argument table: with a value ("--name VALUE" or
/// "--name=VALUE"; a one-dash name such as -o takes only the next argument) read into *value,
/// or appended to *values for one that may be given again; or a flag ("--name" alone) that sets
/// *flag.
struct OptionTarget
{
    const char16_t* name;
    QString* value = nullptr;
    bool* flag = nullptr;
    QStringList* values = nullptr;
};

/// A subcommand's arguments as a table: its options, and where the rest (its operands: files,
/// run folders, a node set; "-" is one, standard input or output) go.
struct ArgumentTable
{
    const char16_t* command; // as --help names it, "fleet report": the errors name it
    QList<OptionTarget> options;
    QStringList* operands = nullptr; // null: the command takes none
    bool oneOperand = false;         // a second fails with "... takes one OPERAND"
    const char16_t* operandName = u"SNAPSHOT"; // what that operand is, for the message
};

/// Reads ARGS by TABLE. Fails, naming the argument and the command, for an option the table
/// lacks ("unknown option --x for export"), an option's missing value ("--view needs a value"),
/// or an operand too many ("export takes one SNAPSHOT, not also \"b\"").
Status readArguments(const QStringList& args, const ArgumentTable& table);

/// readArguments() for a command that takes exactly one operand (a SNAPSHOT, a RUN folder),
/// read into *operand (empty where none was given).
Status readOneOperand(const QStringList& args, const char16_t* command, const char16_t* operandName, QString* operand,
    QList<OptionTarget> options);

/// `topolens collect` (app/cli_collect.cpp).
int runCollect(const QStringList& args);
/// `topolens watch` (app/cli_watch.cpp): collect once, then sample the links.
int runWatch(const QStringList& args);

/// `topolens export` and `topolens report` (app/cli_export.cpp).
int runExport(const QStringList& args);
/// `topolens export … --prometheus` (app/cli_metrics.cpp): whether export's arguments ask for
/// metrics, and that export, which needs Qt Core only.
/// Arguments as the C strings app/programs.h reads (the launcher's tests, without Qt).
class CArguments
{
public:
    explicit CArguments(const QStringList& args)
    {
        for (const QString& a : args)
            m_bytes << a.toLocal8Bit();
        for (const QByteArray& b : std::as_const(m_bytes))
            m_pointers.push_back(b.constData());
    }
    int count() const { return int(m_pointers.size()); }
    const char* const* data() const { return m_pointers.data(); }

private:
    QByteArrayList m_bytes;
    std::vector<const char*> m_pointers;
};

bool isMetricsExport(const QStringList& args);
int runMetricsExport(const QStringList& args);
/// `topolens export` of a topology view as SVG or DOT (app/cli_exportheadless.cpp): drawn by
/// core from the kept metrics; `measure` sizes a DOT's label they do not cover (the GUI program
/// passes Qt's), while such an SVG is handed to topolens-gui.
bool isHeadlessExport(const QStringList& args);
/// The resolutions `export --dpi` takes.
inline constexpr int minExportDpi = 24;
inline constexpr int maxExportDpi = 2400;
int runHeadlessExport(const QStringList& args, const Layout::MeasureText& measure = {});
/// What runHeadlessExport returns for a picture core does not draw where no topolens-gui
/// takes it: in the GUI program the caller paints it with Qt; a build without the GUI says it
/// cannot draw.
inline constexpr int drawWithQt = -1;
int runReport(const QStringList& args);

/// `topolens diagnose` (app/cli_diagnose.cpp).
int runDiagnose(const QStringList& args);

/// `topolens nccl-topo` and `topolens qemu-layout` (app/cli_generate.cpp).
int runNcclTopo(const QStringList& args);
/// `topolens nccl-env` (app/cli_generate.cpp): NCCL_IB_HCA and the rest from the GPUs' NICs.
int runNcclEnv(const QStringList& args);
/// `topolens resource-slice` (app/cli_generate.cpp): GPUs and RDMA NICs as a Kubernetes ResourceSlice.
int runResourceSlice(const QStringList& args);
int runQemuLayout(const QStringList& args);

/// `topolens diff` (app/cli_diff.cpp).
int runDiff(const QStringList& args);

/// `topolens fleet collect` (app/cli_fleetcollect.cpp), called by the `fleet` dispatcher.
int runFleetCollect(const QStringList& args);
int runFleetWatch(const QStringList& args);

/// `topolens fleet import|report|check|baseline|gres` and the `fleet` dispatcher (app/cli_fleet.cpp).
int runFleet(const QStringList& args);

} // namespace Topo::Cli
