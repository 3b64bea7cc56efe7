// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A real OpenSSH sshd on 127.0.0.1 for the tests that collect over SSH (tst_ssh_collect, the
// QEMU lab's host side), and the TCP helpers they share. Its files live in the test's own
// folder: configuration, host key, authorized_keys, log, and a bin/ first in the remote PATH.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QTest>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace LoopbackSsh {

constexpr auto sshdProgram = "/usr/sbin/sshd";

/// A TCP socket on 127.0.0.1, listening or just reserving a port.
class TcpSocket
{
public:
    explicit TcpSocket(int port = 0)
    {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        const int yes = 1;
        ::setsockopt(m_fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(quint16(port));
        if (::bind(m_fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0)
            qFatal("cannot bind 127.0.0.1:%d", port);
        socklen_t length = sizeof address;
        ::getsockname(m_fd, reinterpret_cast<sockaddr*>(&address), &length);
        m_port = ntohs(address.sin_port);
    }
    ~TcpSocket() { ::close(m_fd); }
    TcpSocket(const TcpSocket&) = delete;
    TcpSocket& operator=(const TcpSocket&) = delete;

    int port() const { return m_port; }
    /// Accepts connections in the kernel and never answers: an SSH server without a banner.
    void listen() { ::listen(m_fd, 8); }

    static bool canConnect(int port)
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = htons(quint16(port));
        const bool connected = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
        ::close(fd);
        return connected;
    }

private:
    int m_fd = -1;
    int m_port = 0;
};

inline int freePort()
{
    return TcpSocket().port();
}

/// Writes `dir`/sshd_config and starts sshd in the foreground; true once it listens. Keys and
/// authorized_keys are the caller's (`dir`/authorized_keys). `extraConfig` replaces the default
/// "PasswordAuthentication no" line. The log goes to `dir`/sshd.log: a pipe nobody reads while a
/// test waits could fill and stall it.
inline bool startSshd(QProcess& sshd, const QString& dir, int port, const QString& hostKey,
                      const QString& extraConfig, QString* error)
{
    const QString config = dir + QStringLiteral("/sshd_config");
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = QStringLiteral("cannot write ") + config;
        return false;
    }
    file.write(QStringLiteral(
        "Port %1\n"
        "ListenAddress 127.0.0.1\n"
        "HostKey %2\n"
        "PidFile %3/sshd.pid\n"
        "AuthorizedKeysFile %3/authorized_keys\n"
        "UsePAM no\n"
        "StrictModes no\n"
        "%4"
        "KbdInteractiveAuthentication no\n"
        "PermitRootLogin prohibit-password\n"
        "SetEnv PATH=%3/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\n"
        "LogLevel VERBOSE\n")
                   .arg(port).arg(hostKey, dir, extraConfig.isEmpty() ? QStringLiteral("PasswordAuthentication no\n") : extraConfig)
                   .toUtf8());
    file.close();
    if (::geteuid() == 0)
        QDir().mkpath(QStringLiteral("/run/sshd")); // as root sshd needs its privilege separation directory
    const QString log = dir + QStringLiteral("/sshd.log");
    sshd.setStandardOutputFile(QProcess::nullDevice());
    sshd.setStandardErrorFile(log, QIODevice::Append);
    sshd.start(QString::fromLatin1(sshdProgram), { QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), config });
    // Started first: QProcess says Running only once it has read the child's start, and on a
    // loaded machine sshd could already listen before that (a test then saw it "not running").
    sshd.waitForStarted(120000);
    if (!QTest::qWaitFor([&] { return TcpSocket::canConnect(port) || sshd.state() == QProcess::NotRunning; }, 120000)
        || sshd.state() != QProcess::Running) {
        QFile logFile(log);
        logFile.open(QIODevice::ReadOnly);
        *error = QStringLiteral("sshd did not start listening: ") + QString::fromLocal8Bit(logFile.readAll().right(2000));
        return false;
    }
    return true;
}

} // namespace LoopbackSsh
