// SPDX-License-Identifier: GPL-3.0-or-later
// What the SSH runner's parts share about libssh: owning handles for its C objects and the
// few queries every part makes. Included by core/collect/ssh*.cpp only: nothing outside the
// collect layer sees libssh.
#pragma once

#include "util/text.h"

#include <QString>

#include <libssh/libssh.h>

#include <cstring>
#include <memory>

namespace Topo::Ssh {

// RAII for libssh's C handles.
struct SessionFree
{
    void operator()(ssh_session session) const
    {
        ssh_disconnect(session);
        ssh_free(session);
    }
};
struct ChannelFree
{
    void operator()(ssh_channel channel) const { ssh_channel_free(channel); }
};
struct KeyFree
{
    void operator()(ssh_key key) const { ssh_key_free(key); }
};
struct EventFree
{
    void operator()(ssh_event event) const { ssh_event_free(event); }
};
struct CStringFree
{
    void operator()(char* text) const { ssh_string_free_char(text); }
};
using SessionHandle = std::unique_ptr<ssh_session_struct, SessionFree>;
using ChannelHandle = std::unique_ptr<ssh_channel_struct, ChannelFree>;
using KeyHandle = std::unique_ptr<ssh_key_struct, KeyFree>;
using EventHandle = std::unique_ptr<ssh_event_struct, EventFree>;
using CString = std::unique_ptr<char, CStringFree>;

inline QString sshError(ssh_session session)
{
    return QString::fromUtf8(ssh_get_error(session));
}

inline QString stringOption(ssh_session session, ssh_options_e option)
{
    char* raw = nullptr;
    if (ssh_options_get(session, option, &raw) != SSH_OK)
        return {};
    const CString value(raw);
    return QString::fromUtf8(value.get());
}

inline unsigned int portOf(ssh_session session)
{
    unsigned int port = 22;
    ssh_options_get_port(session, &port);
    return port;
}

/// Server-sent or library text for display: decoded, control characters neutralised.
inline QString displayText(const char* text)
{
    return text ? Text::cleanText(QByteArrayView(text, qsizetype(std::strlen(text)))) : QString();
}

inline bool sessionIsDead(ssh_session session)
{
    return !ssh_is_connected(session) || (ssh_get_status(session) & (SSH_CLOSED | SSH_CLOSED_ERROR)) != 0;
}

} // namespace Topo::Ssh
