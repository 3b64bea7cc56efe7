// SPDX-License-Identifier: GPL-3.0-or-later
// Which of TopoLens's two programs runs a command line. `topolens` is a launcher without Qt
// (app/launcher.cpp): a headless command (parse, diagnose, nccl-topo, a topology's SVG or DOT, a
// fleet's JSON…) runs in topolens-cli, which loads Qt Core (and Graphviz where it lays a graph
// out); the window, every other command that draws (export to PNG or PDF, report, a fleet's
// HTML or PDF report) and the ones that open SSH sessions (collect, and --version, which names
// libssh's version) run in topolens-gui, with Qt's GUI modules, fonts, Graphviz's renderers and
// libssh. A script calling
// `topolens parse` a thousand times pays for Qt Core only: 54 ms a process became 17 on a
// 2-core machine, then 14 without libssh, OpenSSL and Kerberos (docs/hacking.md, "Start-up").
// A build without the GUI has one topolens-cli with everything, which the launcher falls back
// to. Plain C++ without Qt, for the launcher.
#pragma once

#include <cstdlib>
#include <cstring>
#include <initializer_list>

#include <strings.h>

namespace Topo::Programs {

/// The subcommands that need Qt Core only (Cli::Needs::QtCore): topolens-cli runs them. Every
/// other command line, the window included, goes to topolens-gui (which runs these too, the
/// same code).
inline constexpr const char* headlessSubcommands[] = {
    "parse", "import", "collector-script", "diagnose", "nccl-topo", "nccl-env", "resource-slice", "qemu-layout", "diff", "--help", "-h", "help",
};

/// The C library's allocator settings the launcher gives the program it starts, unless the
/// caller set GLIBC_TUNABLES itself. On a virtual machine every first touch of a page of memory
/// is a trap into the hypervisor (about 25 µs on a 2-core Firecracker VM), and a command's heap is
/// most of its pages: a 6 MB snapshot of a 256-GPU host touched 21,000 of them. Transparent huge
/// pages for the heap (`hugetlb=1`, which has glibc ask for them) and a heap that grows 32 MiB at a
/// time (`top_pad`, so those pages can be huge ones) took that to 2,000: its export went from 465
/// to 256 ms, the demo's from 110 to 93 and `parse demo --json` from 32 to 21 (docs/hacking.md,
/// "Start-up"). Where the kernel gives no transparent huge pages, glibc ignores the first.
inline constexpr const char mallocTunables[] = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=33554432";

/// Takes the launcher's allocator settings out of this program's environment, so that what it
/// starts (an engine of a fleet, a local command, a QEMU guest) runs as the caller would have run
/// it. A caller's own GLIBC_TUNABLES is left as it is.
inline void forgetLauncherTunables()
{
    const char* tunables = std::getenv("GLIBC_TUNABLES");
    if (tunables && std::strcmp(tunables, mallocTunables) == 0)
        unsetenv("GLIBC_TUNABLES");
}

/// Whether a file name is one of the drawn forms of `fleet report` (HTML, PDF).
inline bool isDrawnReportName(const char* name)
{
    const char* dot = std::strrchr(name, '.');
    if (!dot)
        return false;
    for (const char* drawn : { ".html", ".htm", ".pdf", ".HTML", ".HTM", ".PDF" }) {
        if (std::strcmp(dot, drawn) == 0)
            return true;
    }
    return false;
}

/// Whether export's arguments `argv[first..argc)` ask for metrics, not a drawing: `--prometheus`,
/// `--format prometheus` (or `=prometheus`), or an output file named *.prom. That export needs
/// Qt Core only.
inline bool isMetricsExport(int argc, const char* const* argv, int first)
{
    for (int i = first; i < argc; ++i) {
        const char* a = argv[i];
        if (std::strcmp(a, "--prometheus") == 0 || std::strcmp(a, "--format=prometheus") == 0
            || (std::strcmp(a, "--format") == 0 && i + 1 < argc && std::strcmp(argv[i + 1], "prometheus") == 0))
            return true;
        const bool output = std::strcmp(a, "-o") == 0 || std::strcmp(a, "--output") == 0;
        if (output && i + 1 < argc) {
            const char* dot = std::strrchr(argv[i + 1], '.');
            if (dot && std::strcmp(dot, ".prom") == 0)
                return true;
        }
    }
    return false;
}

/// Whether export's arguments `argv[first..argc)` ask for what topolens-cli draws: the DOT
/// graph of any view, or the SVG of a topology view (host, guest, side-by-side: the default).
/// The format is `--format NAME` (or `=NAME`), else the output file's suffix, as the GUI reads
/// them. topolens-cli sizes the boxes from the fonts' kept metrics and hands the command line
/// to topolens-gui only where a label has a character they do not cover.
inline bool isHeadlessExport(int argc, const char* const* argv, int first)
{
    const char* format = nullptr;
    const char* output = nullptr;
    const char* view = "side-by-side";
    for (int i = first; i < argc; ++i) {
        const char* a = argv[i];
        if (std::strncmp(a, "--format=", 9) == 0)
            format = a + 9;
        else if (std::strcmp(a, "--format") == 0 && i + 1 < argc)
            format = argv[++i];
        else if (std::strncmp(a, "--view=", 7) == 0)
            view = a + 7;
        else if (std::strcmp(a, "--view") == 0 && i + 1 < argc)
            view = argv[++i];
        else if ((std::strcmp(a, "-o") == 0 || std::strcmp(a, "--output") == 0) && i + 1 < argc)
            output = argv[++i];
    }
    if (!format) {
        const char* dot = output ? std::strrchr(output, '.') : nullptr;
        format = dot && !std::strchr(dot, '/') ? dot + 1 : "";
    }
    // Case-insensitive, as the GUI's export reads formats and suffixes ("X.DOT").
    if (strcasecmp(format, "dot") == 0 || strcasecmp(format, "gv") == 0)
        return true;
    const bool topology = std::strcmp(view, "host") == 0 || std::strcmp(view, "guest") == 0 || std::strcmp(view, "side-by-side") == 0;
    return topology && strcasecmp(format, "svg") == 0;
}

/// Whether the command line `argv[1..argc)` runs in topolens-cli. `--lang CODE` may come first.
inline bool runsHeadless(int argc, const char* const* argv)
{
    int first = 1;
    while (first < argc && (std::strcmp(argv[first], "--lang") == 0 || std::strncmp(argv[first], "--lang=", 7) == 0))
        first += std::strcmp(argv[first], "--lang") == 0 ? 2 : 1;
    if (first >= argc)
        return false; // the window on the demo
    const char* command = argv[first];
    if (std::strcmp(command, "fleet") == 0) {
        // All of `fleet` but a drawn report: `fleet report RUN -o review.html`.
        if (first + 1 >= argc || std::strcmp(argv[first + 1], "report") != 0)
            return true;
        for (int i = first + 2; i < argc; ++i) {
            if (isDrawnReportName(argv[i]))
                return false;
        }
        return true;
    }
    if (std::strcmp(command, "export") == 0)
        return isMetricsExport(argc, argv, first + 1) || isHeadlessExport(argc, argv, first + 1);
    for (const char* headless : headlessSubcommands) {
        if (std::strcmp(command, headless) == 0)
            return true;
    }
    return false;
}

} // namespace Topo::Programs
