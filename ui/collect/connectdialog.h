// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "collect/collectionrequest.h"
#include "util/result.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QSpinBox;

namespace Topo::Ui {

/// Asks for a host profile (and optionally a guest one). Profiles are remembered in QSettings
/// by name; nothing secret ever is: passwords are asked when needed and never stored.
class ConnectDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConnectDialog(QWidget* parent = nullptr);
    /// For another use of the same questions (File › Watch Links): the title and the button.
    void setPurpose(const QString& title, const QString& acceptText);
    /// What the fields ask for, the same request `topolens collect` builds from its options.
    CollectionRequest request() const;
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
    static void setFieldNames(const Fields& fields, const QString& prefix);
    Result<SshTarget> target(const Fields& fields) const;
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
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace Topo::Ui
