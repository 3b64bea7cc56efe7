// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the QEMU command-line reader only (not part of the parse API): the input cut into
// one argument list per QEMU process, whatever shape it came in.

#include "model/diagnostic.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <optional>

namespace Topo::Qemu {

struct Argument
{
    QByteArray text;     // the argument as QEMU received it (quotes and escapes resolved)
    int line = 0;        // where it starts in the input
    QByteArrayView raw;  // pasted text only: the word as written, quotes included
};

struct CommandLine
{
    QList<Argument> arguments; // [0] names the program
    int line = 0;              // the block header, or the program's word
    std::optional<int> pid;    // from "==> /proc/PID/cmdline <=="
    bool cutOff = false;       // a quote never closed: the paste ends inside the last argument
};

struct CommandLines
{
    QList<CommandLine> commands;
    Diagnostics diagnostics;
    bool procBlocks = false; // the qemu-processes shape, not pasted shell text
};

// No real QEMU command line comes near these; they keep hostile input (a megabyte of words, a
// paste of ten thousand "kvm" lines) to bounded work and memory.
constexpr int maxArguments = 20000;
constexpr int maxCommands = 1000;

/// qemu-system-*, qemu-kvm or kvm, with or without a directory.
bool isQemuProgram(QByteArrayView word);

/// "==> /proc/PID/cmdline <==" (the qemu-processes capture's block header).
bool isProcHeader(QByteArrayView line, int* pid);

/// The /proc blocks when the input has them, else every pasted command line: shell words
/// (single quotes, double quotes with backslash escapes, backslash-newline continuations), a
/// command starting at the beginning of a line, after VAR=value assignments and a prompt, at a
/// word that isQemuProgram(). Lines that start no command are skipped, so a libvirt log's own
/// lines around its command line cost nothing.
CommandLines splitCommandLines(QByteArrayView data);

} // namespace Topo::Qemu
