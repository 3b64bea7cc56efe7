// SPDX-License-Identifier: GPL-3.0-or-later
// The precompiled header of core/ and the CLI: what nearly all of their files include. Only
// headers from outside the project, so a change to TopoLens never rebuilds it; and only the
// common ones: GCC loads the whole header into every file, and at 190 MB (with nlohmann/json
// and half of Qt Core in it) loading it cost more than it saved.
#pragma once

#include <algorithm>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>
