// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/diagnostic.h"
#include "model/kernelcmdline.h"

#include <QByteArrayView>

namespace Topo {

/// `/proc/cmdline`.
ParseResult<KernelCmdline> parseKernelCmdline(QByteArrayView data);
int sniffKernelCmdline(QByteArrayView data);

} // namespace Topo
