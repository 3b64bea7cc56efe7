// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace Topo {

/// Sets `into` to `from` where `into` is still empty (no text, no list, zero, no value): how
/// values from several sources are merged without one overwriting another.
template<class T>
void fillIn(T& into, const T& from)
{
    if constexpr (requires { into.isEmpty(); }) {
        if (into.isEmpty())
            into = from;
    } else if (!into) {
        into = from;
    }
}

} // namespace Topo
