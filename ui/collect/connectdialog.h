// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/sshsession.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QSpinBox;

namespace Topo::Ui {

/// Where to collect from: the host, optionally the guest and the Proxmox VM id.
struct ConnectRequest
{
    bool local = false;  // this machine, no SSH
    SshTarget host;
    std::optional<SshTarget> guest;
    std::optional<qint64> vmid;
    bool sudo = false;
};

/// Asks for a host profile (and optionally a guest one). Profiles are remembered in QSettings
/// by name; nothing secret ever is: passwords are asked when needed and never stored.
class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConnectDialog(QWidget* parent = nullptr);
    ConnectRequest request() const;
    /// Text of the first problem with what was typed, or empty when it can be collected.
    QString validationError() const;

    void accept() override;

private:
    struct Fields
    {
        QLineEdit* destination = nullptr;
        QSpinBox* port = nullptr;
        QLineEdit* identity = nullptr;
        QLineEdit* jump = nullptr;
    };
    QWidget* targetForm(Fields& fields, const QString& placeholder);
    std::optional<SshTarget> target(const Fields& fields, QString* error) const;
    void loadProfile(const QString& name);
    void saveProfile() const;

    QComboBox* m_profiles;
    Fields m_host;
    Fields m_guest;
    QCheckBox* m_withGuest;
    QCheckBox* m_local;
    QCheckBox* m_sudo;
    QSpinBox* m_vmid;
    QLineEdit* m_knownHosts;
    QWidget* m_guestBox;
    QWidget* m_hostBox;
};

} // namespace Topo::Ui
