// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/sshrunner.h"
#include "util/result.h"

#include <libssh/libssh.h>

namespace Topo::Ssh {

/// Checks the connected server's host key against known_hosts like OpenSSH's strictest mode:
/// a known key passes, a changed or other-type key is refused with OpenSSH's explanation, an
/// unknown one is put to `askHostKey` (unset: refused) and saved when it says so.
Status verifyHostKey(ssh_session session, const HostKeyFunction& askHostKey);

} // namespace Topo::Ssh
