// SPDX-License-Identifier: GPL-3.0-or-later
// The precompiled header of the tests without a GUI: core's, and Qt Test's.
#pragma once

#include "core.h"

#include <QDirIterator>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
