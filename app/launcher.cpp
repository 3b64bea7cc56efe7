// SPDX-License-Identifier: GPL-3.0-or-later
// `topolens`: hands the command line to topolens-cli or topolens-gui (app/programs.h says
// which and why), found beside this program (a build folder) or in its libexec folder (an
// installation). No Qt here: its start is the cost every command pays once.
#include "programs.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <unistd.h>

namespace {

/// The folder of the running program, from /proc/self/exe (argv[0] may be a bare name on PATH
/// or a symlink).
std::string ownFolder()
{
    char path[PATH_MAX];
    const ssize_t size = readlink("/proc/self/exe", path, sizeof path - 1);
    if (size <= 0)
        return {};
    const std::string self(path, size_t(size));
    return self.substr(0, self.rfind('/'));
}

/// The program called `name`: beside this one, else in ../libexec/topolens/.
std::string findProgram(const std::string& folder, const char* name)
{
    for (const std::string& candidate : { folder + '/' + name, folder + "/../" TOPOLENS_LIBEXEC_SUBDIR "/" + name }) {
        if (access(candidate.c_str(), X_OK) == 0)
            return candidate;
    }
    return {};
}

} // namespace

int main(int argc, char** argv)
{
    const std::string folder = ownFolder();
    const bool headless = Topo::Programs::runsHeadless(argc, argv);
    // Either program runs a headless command (topolens-gui has them all, only slower to start);
    // a build without the GUI has topolens-cli alone, which says itself what it cannot do.
    std::string program = findProgram(folder, headless ? "topolens-cli" : "topolens-gui");
    if (program.empty())
        program = findProgram(folder, headless ? "topolens-gui" : "topolens-cli");
    if (program.empty()) {
        std::fprintf(stderr, "topolens: neither topolens-cli nor topolens-gui is beside %s/topolens or in %s/../%s\n",
            folder.c_str(), folder.c_str(), TOPOLENS_LIBEXEC_SUBDIR);
        return 1;
    }
    setenv("GLIBC_TUNABLES", Topo::Programs::mallocTunables, 0); // read by the C library at exec
    execv(program.c_str(), argv);
    std::fprintf(stderr, "topolens: cannot run %s: %s\n", program.c_str(), std::strerror(errno));
    return 1;
}
