// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The command lines people paste along with an output, for the paste normaliser only (not part
// of the parse API): a prompt of any shape, the command of a tool TopoLens reads, and the first
// line of its output when a chat box or an issue form joined it onto the command.

#include <QByteArrayView>

namespace Topo::PastedCommand {

struct CommandLine
{
    bool isCommand = false;   // a command of a tool TopoLens reads, with or without a prompt
    QByteArrayView prompt;    // "[nvdbg ~]$ ", "(base) ➜  ~ "; empty for a bare command
    QByteArrayView command;   // "nvidia-smi topo -m", options and arguments included
    QByteArrayView output;    // what followed the command on its line and looks like its output
};

/// Reads a line (without its line break, ANSI escapes already removed) as a command line.
/// A bare command (no prompt) counts only when the line is the command and nothing else, or
/// the command and its output; a prompt counts only before a known command.
CommandLine readCommandLine(QByteArrayView line);

/// Cheap test for the fast path: could readCommandLine() say anything about this line?
bool mayBeCommandLine(QByteArrayView line);

/// A prompt with no command after it ("root@pve:~#", "[rsaw:tmp]$", "$"), as a shell leaves
/// it under the output of the last command.
bool isBarePrompt(QByteArrayView line);

/// A job notice of an interactive shell ("[1]+  Done    nvidia-smi -q > q.txt").
bool isJobNotice(QByteArrayView line);

} // namespace Topo::PastedCommand
