// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <vector>

namespace Topo {

/// A password, key passphrase or keyboard-interactive answer. It lives only as long as one
/// authentication step needs it: it is never turned into a QString (which may be copied and
/// reallocated behind our back), never stored, and its bytes are wiped when it is cleared or
/// destroyed.
class Secret
{
public:
    Secret() = default;
    ~Secret();
    Secret(const Secret&) = delete;
    Secret& operator=(const Secret&) = delete;

    void assign(const char* data, std::size_t size);
    /// NUL-terminated, for the C APIs that take the answer.
    const char* c_str() const;
    std::size_t size() const;
    bool isEmpty() const { return size() == 0; }
    void clear();

private:
    std::vector<char> m_bytes; // the text plus a terminating NUL, or empty
};

/// Overwrites memory in a way the compiler may not optimise away.
void wipeMemory(void* data, std::size_t size);

} // namespace Topo
