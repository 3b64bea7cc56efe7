// SPDX-License-Identifier: GPL-3.0-or-later
// The precompiled header of the tests of ui/: the GUI's, and Qt Test's with its GUI parts.
#pragma once

#include "gui.h"

#include <QDirIterator>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
