// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/wholefile.h"

#include "util/tr.h"

#include <QFile>
#include <QFileInfo>

namespace Topo {

Result<QByteArray> readWholeFile(const QString& path)
{
    const QFileInfo info(path);
    if (info.isDir())
        return fail(Tr::tr("%1 is a directory, not a file").arg(path));
    if (!info.exists())
        return fail(Tr::tr("cannot open %1: no such file").arg(path));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Tr::tr("cannot open %1: %2").arg(path, file.errorString()));
    return file.readAll();
}

} // namespace Topo
