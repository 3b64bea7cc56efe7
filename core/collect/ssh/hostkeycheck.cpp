// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/ssh/hostkeycheck.h"

#include "collect/ssh/libssh.h"
#include "util/tr.h"

#include <QFile>

namespace Topo::Ssh {

namespace {

class PublicKeyHash
{
public:
    ~PublicKeyHash() { ssh_clean_pubkey_hash(&m_hash); }
    unsigned char** data() { return &m_hash; }
    size_t* size() { return &m_size; }
    CString fingerprint() const { return CString(ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, m_hash, m_size)); }

private:
    unsigned char* m_hash = nullptr;
    size_t m_size = 0;
};

} // namespace

Status verifyHostKey(ssh_session session, const HostKeyFunction& askHostKey)
{
    ssh_key rawKey = nullptr;
    if (ssh_get_server_publickey(session, &rawKey) != SSH_OK)
        return fail(Tr::tr("cannot read the server's host key: %1").arg(sshError(session)));
    const KeyHandle key(rawKey);
    PublicKeyHash hash;
    if (ssh_get_publickey_hash(key.get(), SSH_PUBLICKEY_HASH_SHA256, hash.data(), hash.size()) != 0)
        return fail(Tr::tr("cannot compute the fingerprint of the server's host key"));
    const CString fingerprint = hash.fingerprint();
    HostKeyInfo info;
    info.host = knownHostsName(stringOption(session, SSH_OPTIONS_HOST), int(portOf(session)));
    info.keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key.get())));
    info.fingerprint = QString::fromLatin1(fingerprint.get());
    info.knownHostsFile = stringOption(session, SSH_OPTIONS_KNOWNHOSTS);

    switch (ssh_session_is_known_server(session)) {
    case SSH_KNOWN_HOSTS_OK:
        return Status::success();
    case SSH_KNOWN_HOSTS_CHANGED:
        if (QFile file(info.knownHostsFile); file.open(QIODevice::ReadOnly)) {
            const KnownHostsEntry known = findKnownHostsEntry(file.readAll(), info.host, info.keyType);
            info.knownFingerprint = known.fingerprint;
            info.knownLine = known.line;
        }
        return fail(changedHostKeyMessage(info));
    case SSH_KNOWN_HOSTS_OTHER:
        return fail(otherTypeHostKeyMessage(info));
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND: // no known_hosts file at all: the same question
        break;
    case SSH_KNOWN_HOSTS_ERROR:
        return fail(Tr::tr("cannot check the host key of %1: %2").arg(info.host, sshError(session)));
    }
    const HostKeyDecision decision = askHostKey ? askHostKey(info) : HostKeyDecision::Reject;
    switch (decision) {
    case HostKeyDecision::Reject:
        return fail(unknownHostKeyMessage(info) + u'\n' + Tr::tr("The key is not trusted, so TopoLens does not connect."));
    case HostKeyDecision::AcceptOnce:
        return Status::success();
    case HostKeyDecision::AcceptAndSave:
        // libssh appends the entry (creating the file and its directory as needed).
        if (ssh_session_update_known_hosts(session) != SSH_OK)
            return fail(Tr::tr("cannot save the host key of %1 to %2: %3").arg(info.host, info.knownHostsFile, sshError(session)));
        return Status::success();
    }
    return fail(QString());
}

} // namespace Topo::Ssh
