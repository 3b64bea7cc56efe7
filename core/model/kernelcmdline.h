// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace Topo {

/// The kernel command line (`/proc/cmdline`), as parameters in order.
struct KernelCmdline
{
    QString raw;
    QList<QPair<QString, QString>> parameters; // name → value ("" for flags), in order

    /// The last value given for a parameter (the kernel takes the last), or nullopt.
    std::optional<QString> value(const QString& name) const;
    bool has(const QString& name) const;
};

} // namespace Topo
