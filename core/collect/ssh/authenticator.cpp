// SPDX-License-Identifier: GPL-3.0-or-later
#include "collect/ssh/authenticator.h"

#include "collect/ssh/libssh.h"
#include "util/tr.h"

#include <QFile>

#include <array>
#include <cstring>

namespace Topo::Ssh {

int passphraseCallback(const char* prompt, char* buffer, size_t length, int echo, int /*verify*/, void* userdata)
{
    auto* context = static_cast<AuthContext*>(userdata);
    if (!context->ask || !*context->ask)
        return -1;
    QString identity = context->identityFile;
    if (identity.isEmpty()) {
        char* current = nullptr;
        if (ssh_userauth_publickey_auto_get_current_identity(context->session, &current) == SSH_OK) {
            const CString owned(current);
            identity = QString::fromUtf8(owned.get());
        }
    }
    AuthPrompt question;
    question.kind = AuthPrompt::Kind::KeyPassphrase;
    question.target = context->target;
    question.text = identity.isEmpty() ? displayText(prompt) : Tr::tr("Passphrase for %1:").arg(identity);
    question.echo = echo != 0;
    Secret answer;
    if (!(*context->ask)(question, &answer) || answer.size() + 1 > length)
        return -1;
    std::memcpy(buffer, answer.c_str(), answer.size() + 1);
    return 0;
}

namespace {

QString methodNames(int methods)
{
    QStringList names;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        names << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        names << QStringLiteral("keyboard-interactive");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        names << QStringLiteral("password");
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC)
        names << QStringLiteral("gssapi-with-mic");
    if (methods & SSH_AUTH_METHOD_HOSTBASED)
        names << QStringLiteral("hostbased");
    return names.isEmpty() ? Tr::tr("none") : names.join(QStringLiteral(", "));
}

class Authenticator
{
public:
    Authenticator(ssh_session session, const SshTarget& target, AuthContext& context)
        : m_session(session), m_target(target), m_context(context)
    {
    }

    Status run()
    {
        int rc = ssh_userauth_none(m_session, nullptr);
        if (rc == SSH_AUTH_SUCCESS)
            return Status::success();
        if (rc == SSH_AUTH_ERROR)
            return transportError();
        const int offered = ssh_userauth_list(m_session, nullptr);

        const std::array<int (Authenticator::*)(), 4> steps = { &Authenticator::identityFile, &Authenticator::publicKeyAuto,
            &Authenticator::keyboardInteractive, &Authenticator::password };
        for (const auto step : steps) {
            rc = (this->*step)();
            if (rc == SSH_AUTH_SUCCESS)
                return Status::success();
            if (rc == SSH_AUTH_ERROR)
                return transportError();
        }
        QString text = Tr::tr("permission denied for %1 (tried: %2; the server accepts: %3)")
                           .arg(m_context.target, m_tried.isEmpty() ? Tr::tr("nothing") : m_tried.join(QStringLiteral(", ")),
                               methodNames(offered));
        for (const QString& problem : std::as_const(m_problems))
            text += u'\n' + problem;
        return fail(text);
    }

private:
    bool allowed(int method) const { return (ssh_userauth_list(m_session, nullptr) & method) != 0; }

    Status transportError() const
    {
        return fail(Tr::tr("authentication of %1 failed: %2").arg(m_context.target, sshError(m_session)));
    }

    int identityFile()
    {
        if (m_target.identityFile.isEmpty() || !allowed(SSH_AUTH_METHOD_PUBLICKEY))
            return SSH_AUTH_DENIED;
        m_tried << Tr::tr("key %1").arg(m_target.identityFile);
        m_context.identityFile = m_target.identityFile;
        ssh_key rawKey = nullptr;
        const QByteArray path = QFile::encodeName(m_target.identityFile);
        const int imported = ssh_pki_import_privkey_file(path.constData(), nullptr, passphraseCallback, &m_context, &rawKey);
        m_context.identityFile.clear();
        const KeyHandle key(rawKey);
        if (imported != SSH_OK) {
            m_problems << Tr::tr("cannot use the key %1: it is unreadable, not a private key, or its passphrase "
                                 "was not given")
                              .arg(m_target.identityFile);
            return SSH_AUTH_DENIED;
        }
        return ssh_userauth_publickey(m_session, nullptr, key.get());
    }

    // The ssh-agent ($SSH_AUTH_SOCK or IdentityAgent), the config's IdentityFile entries and
    // ~/.ssh/id_*, as `ssh` tries them.
    int publicKeyAuto()
    {
        if (!allowed(SSH_AUTH_METHOD_PUBLICKEY))
            return SSH_AUTH_DENIED;
        m_tried << Tr::tr("ssh-agent and default keys");
        return ssh_userauth_publickey_auto(m_session, nullptr, nullptr);
    }

    bool ask(AuthPrompt& question, Secret* answer)
    {
        question.target = m_context.target;
        const bool answered = m_context.ask && *m_context.ask && (*m_context.ask)(question, answer);
        if (!answered)
            m_problems << Tr::tr("%1 was not given").arg(question.kind == AuthPrompt::Kind::Password
                    ? Tr::tr("a password") : Tr::tr("an answer to \"%1\"").arg(question.text));
        return answered;
    }

    int keyboardInteractive()
    {
        if (!allowed(SSH_AUTH_METHOD_INTERACTIVE))
            return SSH_AUTH_DENIED;
        m_tried << QStringLiteral("keyboard-interactive");
        int rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
        while (rc == SSH_AUTH_INFO) {
            QString instruction = displayText(ssh_userauth_kbdint_getname(m_session));
            const QString detail = displayText(ssh_userauth_kbdint_getinstruction(m_session));
            if (!detail.isEmpty())
                instruction += (instruction.isEmpty() ? QString() : QStringLiteral("\n")) + detail;
            const int count = ssh_userauth_kbdint_getnprompts(m_session);
            for (int i = 0; i < count; ++i) {
                char echo = 0;
                AuthPrompt question;
                question.kind = AuthPrompt::Kind::KeyboardInteractive;
                question.text = displayText(ssh_userauth_kbdint_getprompt(m_session, unsigned(i), &echo));
                question.instruction = instruction;
                question.echo = echo != 0;
                Secret answer;
                if (!ask(question, &answer))
                    return SSH_AUTH_DENIED;
                if (ssh_userauth_kbdint_setanswer(m_session, unsigned(i), answer.c_str()) < 0)
                    return SSH_AUTH_ERROR;
            }
            rc = ssh_userauth_kbdint(m_session, nullptr, nullptr);
        }
        return rc;
    }

    int password()
    {
        if (!allowed(SSH_AUTH_METHOD_PASSWORD))
            return SSH_AUTH_DENIED;
        m_tried << QStringLiteral("password");
        AuthPrompt question;
        question.kind = AuthPrompt::Kind::Password;
        question.text = Tr::tr("Password for %1:").arg(m_context.target);
        Secret answer;
        if (!ask(question, &answer))
            return SSH_AUTH_DENIED;
        return ssh_userauth_password(m_session, nullptr, answer.c_str());
    }

    ssh_session m_session;
    const SshTarget& m_target;
    AuthContext& m_context;
    QStringList m_tried;
    QStringList m_problems;
};

} // namespace

Status authenticate(ssh_session session, const SshTarget& target, AuthContext& context)
{
    return Authenticator(session, target, context).run();
}

} // namespace Topo::Ssh
