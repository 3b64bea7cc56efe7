// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringView>

// Shared by the Proxmox readers only (not part of the parse API).
namespace Topo::Proxmox {

/// A Proxmox property string: "default,key=value,key=value" (the first part may lack a key).
QList<QPair<QString, QString>> propertyString(QStringView text, QStringView defaultKey);

/// The value of `key` in a property string's options; empty when it is not there.
QString option(const QList<QPair<QString, QString>>& options, QStringView key);

} // namespace Topo::Proxmox
