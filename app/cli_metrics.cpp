// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens export SNAPSHOT --prometheus -o FILE.prom`: a snapshot as Prometheus metrics, for
// node_exporter's textfile collector (docs/prometheus.md). It draws nothing, so both programs run
// it, and the launcher gives it to topolens-cli (app/programs.h, isMetricsExport).
#include "clisupport.h"
#include "programs.h"

#include "analyze/snapshotdocument.h"
#include "io/prometheustext.h"
#include "io/snapshotfile.h"
#include "util/tr.h"

#include <vector>

namespace Topo::Cli {

bool isMetricsExport(const QStringList& args)
{
    const CArguments argv(args);
    return Programs::isMetricsExport(argv.count(), argv.data(), 0);
}

int runMetricsExport(const QStringList& args)
{
    QString snapshotName;
    QString output;
    QString format;
    bool prometheus = false;
    QString drawingOption; // an option of the drawn views, refused below by name
    QString theme;
    bool transparent = false;
    const Status arguments = readOneOperand(args, u"export", u"SNAPSHOT", &snapshotName,
        { { u"-o", &output }, { u"--output", &output }, { u"--format", &format }, { u"--prometheus", nullptr, &prometheus },
            { u"--view", &drawingOption }, { u"--dpi", &drawingOption }, { u"--theme", &theme },
            { u"--transparent", nullptr, &transparent } });
    if (!arguments)
        return usage(arguments.error());
    if (!format.isEmpty() && format != u"prometheus")
        return usage(Tr::tr("--prometheus writes metrics; --format %1 is a drawing (leave one out)").arg(format));
    if (!drawingOption.isEmpty() || !theme.isEmpty() || transparent)
        return usage(Tr::tr("--view, --dpi, --theme and --transparent are for drawings, not for Prometheus metrics"));
    if (snapshotName.isEmpty() || output.isEmpty())
        return usage(Tr::tr("export needs a SNAPSHOT (a file, or demo) and -o OUT (FILE.prom, or - for standard output)"));
    const SharedDocument document = openDocumentFor(snapshotName, output);
    if (!document)
        return Failure;
    if (!writeOutput(output, prometheusText(*document)))
        return Failure;
    if (output != u"-")
        print(stderr, Tr::tr("topolens: wrote %1").arg(output) + u'\n');
    return Ok;
}

} // namespace Topo::Cli
