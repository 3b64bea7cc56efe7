// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/secret.h"

#include <string.h>

namespace Topo {

void wipeMemory(void* data, std::size_t size)
{
    if (data && size)
        explicit_bzero(data, size);
}

Secret::~Secret()
{
    clear();
}

void Secret::assign(const char* data, std::size_t size)
{
    clear();
    // Reserve first so the bytes are written once and never moved by a reallocation.
    m_bytes.reserve(size + 1);
    m_bytes.assign(data, data + size);
    m_bytes.push_back('\0');
}

const char* Secret::c_str() const
{
    return m_bytes.empty() ? "" : m_bytes.data();
}

std::size_t Secret::size() const
{
    return m_bytes.empty() ? 0 : m_bytes.size() - 1;
}

void Secret::clear()
{
    wipeMemory(m_bytes.data(), m_bytes.size());
    m_bytes.clear();
}

} // namespace Topo
