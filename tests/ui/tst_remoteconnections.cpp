// SPDX-License-Identifier: MIT
// Remote gateways in the Connections screen: the first-contact trust prompt against a real wss://
// gateway with a self-signed certificate (clicked, pinned 0600, connected), a changed certificate
// shown with both fingerprints, the unencrypted-ws:// switch, the pairing wait state and the
// Devices dialog's confirmed actions.
#include "../gateway/fakegateway.h"
#include "failonwarning.h"
#include "testutils.h"

#include "connections/connectionregistry.h"
#include "gateway/connectionmanager.h"
#include "gateway/deviceservice.h"
#include "gateway/gatewayclient.h"
#include "models/connectionlistmodel.h"
#include "ui/connections/connectioneditdialog.h"
#include "ui/connections/connectionsscreen.h"
#include "ui/connections/devicesdialog.h"
#include "ui/connections/trustdialog.h"
#include "ui/shell/consoleservices.h"
#include "widgetdriver.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSslKey>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace toolgate;
using core::Json;
using test::FakeGateway;

namespace {

const QString kGatewayPin =
    QStringLiteral("sha256:eeeb04aa9807ac086d0ddc7b02ad54c499f5b8b07107a2b7602c21dfa7d9c127");
const QString kOtherPin =
    QStringLiteral("sha256:a2c9aec79bbc46ef25e9fde598d20f762963207d908b3a4808a3a8c1d4e0dede");

QSslConfiguration serverTls(const QString &stem) {
    auto read = [](const QString &name) {
        QFile file(test::dataPath(QStringLiteral("tls/") + name));
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(QSslCertificate(read(stem + QStringLiteral("-cert.pem"))));
    tls.setPrivateKey(QSslKey(read(stem + QStringLiteral("-key.pem")), QSsl::Rsa));
    tls.setPeerVerifyMode(QSslSocket::VerifyNone);
    return tls;
}

template<typename T> T *waitForTopLevel() {
    T *found = nullptr;
    const auto look = [&found] {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *t = qobject_cast<T *>(w); t && t->isVisible())
                found = t;
        }
        return found != nullptr;
    };
    [&] { QTRY_VERIFY(look()); }();
    if (!found)
        qFatal("no visible %s", T::staticMetaObject.className());
    return found;
}

// With TOOLGATE_SCREENSHOT_DIR set, saves what the owner sees (the issue's screenshots).
void shoot(QWidget *widget, const char *name) {
    const QString dir = qEnvironmentVariable("TOOLGATE_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget->grab().save(dir + QLatin1Char('/') + QLatin1String(name) + QStringLiteral(".png"));
}

// A console set up as main.cpp sets it up, in a temporary directory, and its Connections screen.
struct Console {
    QTemporaryDir dir;
    ui::ConsoleServices services{dir.path(), dir.filePath(QStringLiteral("identity.json"))};
    core::ConnectionRegistry &registry = services.registry;
    gateway::ConnectionManager &connections = services.connections;
    std::unique_ptr<ui::ConnectionsScreen> shown;

    ui::ConnectionsScreen &screen() {
        shown = std::make_unique<ui::ConnectionsScreen>(services.screenContext());
        shown->show();
        return *shown;
    }
};

} // namespace

class TestRemoteConnections : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    core::ConnectionEntry entry(const QString &url) {
        core::ConnectionEntry e;
        e.name = QStringLiteral("Remote");
        e.url = url;
        e.token = QStringLiteral("secret-token");
        return e;
    }

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void firstContactAsksAndTrustPinsTheCertificate() {
        FakeGateway server(serverTls(QStringLiteral("gateway")));
        Console console;
        core::ConnectionRegistry &registry = console.registry;
        gateway::ConnectionManager &connections = console.connections;
        ui::ConnectionsScreen &screen = console.screen();
        auto id = connections.saveEntry(entry(server.url().toString()));
        QVERIFY(id.hasValue());
        QVERIFY(connections.connectTo(id.value()).hasValue());

        auto *prompt = waitForTopLevel<ui::TrustDialog>();
        QCOMPARE(prompt->fingerprint(), kGatewayPin);
        QCOMPARE(prompt->findChild<QLabel *>(QStringLiteral("trustFingerprint"))
                     ->text()
                     .remove(QLatin1Char('\n')),
                 QStringLiteral("EE:EB:04:AA:98:07:AC:08:6D:0D:DC:7B:02:AD:54:C4"
                                "99:F5:B8:B0:71:07:A2:B7:60:2C:21:DF:A7:D9:C1:27"));
        QCOMPARE(server.connectCount, 0); // nothing sent before the owner decided
        shoot(prompt, "remote-trust-prompt");
        // Cancel pins nothing; Retry asks again.
        QVERIFY(test::clickDialogButton(prompt, QDialogButtonBox::Cancel));
        QTRY_VERIFY(!prompt->isVisible() || prompt->isHidden());
        QVERIFY(registry.find(id.value())->tlsFingerprint.isEmpty());
        QVERIFY(test::clickRow(screen.table(), id.value(), core::ConnectionListModel::IdRole));
        auto *retry = screen.findChild<QPushButton *>(QStringLiteral("connectButton"));
        QTRY_VERIFY(retry->isEnabled());
        QTest::mouseClick(retry, Qt::LeftButton);
        prompt = waitForTopLevel<ui::TrustDialog>();
        QTest::mouseClick(prompt->trustButton(), Qt::LeftButton);

        QTRY_VERIFY(connections.client(id.value()) &&
                    connections.client(id.value())->isConnected());
        QCOMPARE(registry.find(id.value())->tlsFingerprint, kGatewayPin);
        QFile saved(registry.connectionsPath());
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains(kGatewayPin.toUtf8()));
        QCOMPARE(QFile::permissions(registry.connectionsPath()) &
                     (QFileDevice::ReadGroup | QFileDevice::ReadOther),
                 QFileDevice::Permissions());
        QVERIFY(test::clickRow(screen.table(), id.value(), core::ConnectionListModel::IdRole));
        QVERIFY2(test::labelText(&screen, QStringLiteral("connectionDetail"))
                     .contains(QStringLiteral("pinned")),
                 qPrintable(test::labelText(&screen, QStringLiteral("connectionDetail"))));
    }

    void changedCertificateShowsBothFingerprints() {
        FakeGateway server(serverTls(QStringLiteral("other")));
        Console console;
        gateway::ConnectionManager &connections = console.connections;
        ui::ConnectionsScreen &screen = console.screen();
        core::ConnectionEntry e = entry(server.url().toString());
        e.tlsFingerprint = kGatewayPin;
        auto id = connections.saveEntry(e);
        QVERIFY(id.hasValue());
        QVERIFY(test::clickRow(screen.table(), id.value(), core::ConnectionListModel::IdRole));
        QVERIFY(connections.connectTo(id.value()).hasValue());
        QTRY_COMPARE(
            screen.model()->index(0, core::ConnectionListModel::StatusColumn).data().toString(),
            QStringLiteral("Certificate changed"));
        const QString detail = test::labelText(&screen, QStringLiteral("connectionDetail"));
        QVERIFY2(detail.contains(kGatewayPin.left(39)) && detail.contains(kGatewayPin.mid(39)),
                 qPrintable(detail));
        QVERIFY(detail.contains(kOtherPin.left(39)) && detail.contains(kOtherPin.mid(39)));
        QCOMPARE(server.connectCount, 0);
    }

    void editDialogChecksPinAndInsecureSwitch() {
        ui::ConnectionEditDialog dialog(core::ConnectionEntry{});
        dialog.show();
        QVERIFY(test::typeInto(dialog.urlField(), QStringLiteral("ws://192.168.1.20:18789/")));
        QVERIFY(test::typeInto(dialog.tokenField(), QStringLiteral("secret")));
        QVERIFY(test::clickDialogButton(&dialog, QDialogButtonBox::Save));
        QVERIFY(dialog.isVisible()); // refused: token in clear to another host
        QTest::mouseClick(dialog.allowInsecureBox(), Qt::LeftButton);
        QVERIFY(dialog.allowInsecureBox()->isChecked());
        QVERIFY(test::typeInto(dialog.fingerprintField(), QStringLiteral("sha256:12")));
        QVERIFY(test::clickDialogButton(&dialog, QDialogButtonBox::Save));
        QVERIFY(dialog.isVisible()); // a malformed pin
        QVERIFY(test::typeInto(dialog.fingerprintField(), QString()));
        QVERIFY(test::clickDialogButton(&dialog, QDialogButtonBox::Save));
        QVERIFY(!dialog.isVisible());
        QVERIFY(dialog.entry().allowInsecure);

        ui::ConnectionEditDialog pinned(core::ConnectionEntry{});
        pinned.show();
        QVERIFY(test::typeInto(pinned.urlField(), QStringLiteral("wss://gw.example:18789/")));
        QVERIFY(test::typeInto(pinned.tokenField(), QStringLiteral("secret")));
        QVERIFY(test::typeInto(
            pinned.fingerprintField(),
            QStringLiteral("EE:EB:04:AA:98:07:AC:08:6D:0D:DC:7B:02:AD:54:C4:99:F5:B8:B0:71:07:A2:"
                           "B7:60:2C:21:DF:A7:D9:C1:27")));
        QVERIFY(test::clickDialogButton(&pinned, QDialogButtonBox::Save));
        QVERIFY(!pinned.isVisible());
        QCOMPARE(pinned.entry().tlsFingerprint, kGatewayPin);
    }

    // An empty token is never saved by accident: it takes "No authentication".
    void anEmptyTokenNeedsNoAuthentication() {
        ui::ConnectionEditDialog dialog(core::ConnectionEntry{});
        dialog.show();
        QVERIFY(test::typeInto(dialog.urlField(), QStringLiteral("ws://127.0.0.1:18789/")));
        QVERIFY(test::clickDialogButton(&dialog, QDialogButtonBox::Save));
        QVERIFY(dialog.isVisible());
        auto *error = dialog.findChild<QLabel *>(QStringLiteral("connectionError"));
        QVERIFY(error);
        QVERIFY2(error->text().contains(QStringLiteral("No authentication")),
                 qPrintable(error->text()));
        // The message has room of its own: no field is squeezed under its height, and all of
        // the message shows.
        QCoreApplication::processEvents();
        for (QWidget *field : {static_cast<QWidget *>(dialog.urlField()),
                               static_cast<QWidget *>(dialog.tokenField()),
                               static_cast<QWidget *>(dialog.fingerprintField())})
            QVERIFY(field->height() >= field->minimumSizeHint().height());
        QVERIFY(error->height() >= error->heightForWidth(error->width()));
        QTest::mouseClick(dialog.noAuthBox(), Qt::LeftButton);
        QVERIFY(!dialog.tokenField()->isEnabled());
        QVERIFY(test::clickDialogButton(&dialog, QDialogButtonBox::Save));
        QVERIFY(!dialog.isVisible());
        QVERIFY(dialog.entry().token.isEmpty());
    }

    void pairingWaitIsShownThenConnects() {
        FakeGateway server;
        server.connectError = Json{
            {"code", "NOT_PAIRED"},
            {"message", "pairing required"},
            {"details",
             {{"code", "PAIRING_REQUIRED"}, {"reason", "role-upgrade"}, {"requestId", "req-31"}}}};
        Console console;
        gateway::ConnectionManager &connections = console.connections;
        connections.setOptionsHook([](gateway::GatewayOptions &o) {
            o.pairingRetryInitialMs = 200;
            o.pairingRetryMaxMs = 400;
        });
        ui::ConnectionsScreen &screen = console.screen();
        auto id = connections.saveEntry(entry(server.url().toString()));
        QVERIFY(id.hasValue());
        QVERIFY(test::clickRow(screen.table(), id.value(), core::ConnectionListModel::IdRole));
        QVERIFY(connections.connectTo(id.value()).hasValue());
        QTRY_COMPARE(
            screen.model()->index(0, core::ConnectionListModel::StatusColumn).data().toString(),
            QStringLiteral("Waiting for approval"));
        const QString detail = test::labelText(&screen, QStringLiteral("connectionDetail"));
        QVERIFY2(detail.contains(QStringLiteral("openclaw devices approve req-31")),
                 qPrintable(detail));
        QVERIFY(detail.contains(QStringLiteral("role-upgrade, request req-31")));
        screen.resize(1200, 700);
        shoot(&screen, "remote-pairing-wait");
        server.connectErrorsLeft = 0; // the owner approved
        QTRY_COMPARE(
            screen.model()->index(0, core::ConnectionListModel::StatusColumn).data().toString(),
            QStringLiteral("Connected"));
    }

    void devicesDialogConfirmsEachActionAndShowsTheAnswer() {
        FakeGateway server;
        server.onRequest = [](FakeGateway &s, const FakeGateway::Request &r) {
            if (r.method == QLatin1String("device.pair.list"))
                s.respond(r.id, Json::parse(R"({"pending":[{"requestId":"req-5","deviceId":"dev-5",
                    "displayName":"Laptop","clientId":"openclaw-linux","role":"operator",
                    "scopes":["operator.read"],"remoteIp":"10.0.0.5","ts":1}],
                    "paired":[{"deviceId":"dev-9","displayName":"Phone","role":"operator",
                    "roles":["operator"],"scopes":["operator.read"],"connected":false,
                    "tokens":[{"role":"operator","scopes":["operator.read"]}]}]})"));
            else
                s.respond(r.id, Json{{"ok", true}});
        };
        Console console;
        gateway::ConnectionManager &connections = console.connections;
        ui::ConnectionsScreen &screen = console.screen();
        auto id = connections.saveEntry(entry(server.url().toString()));
        QVERIFY(id.hasValue());
        QVERIFY(test::clickRow(screen.table(), id.value(), core::ConnectionListModel::IdRole));
        QVERIFY(connections.connectTo(id.value()).hasValue());
        auto *devicesButton = screen.findChild<QPushButton *>(QStringLiteral("devicesButton"));
        QTRY_VERIFY(devicesButton->isEnabled());
        QTest::mouseClick(devicesButton, Qt::LeftButton);
        auto *dialog = screen.findChild<ui::DevicesDialog *>();
        QVERIFY(dialog);
        QTRY_COMPARE(dialog->pendingList()->topLevelItemCount(), 1);
        QCOMPARE(dialog->pairedList()->topLevelItemCount(), 1);
        QCOMPARE(dialog->pendingList()->topLevelItem(0)->text(4), QStringLiteral("req-5"));
        shoot(dialog, "remote-devices");

        using Action = gateway::DeviceService::Action;
        // Focus makes the first row current without highlighting it; that must not arm Approve.
        dialog->activateWindow();
        dialog->pendingList()->setFocus(Qt::TabFocusReason);
        QCoreApplication::processEvents();
        QVERIFY(!dialog->button(Action::Approve)->isEnabled()); // nothing selected yet
        QVERIFY(test::clickRowAt(dialog->pendingList(), 0));
        QTest::mouseClick(dialog->button(Action::Approve), Qt::LeftButton);
        QVERIFY(dialog->confirmation());
        // Cancel sends nothing.
        QTest::mouseClick(dialog->confirmation()->button(QMessageBox::Cancel), Qt::LeftButton);
        QTest::qWait(50);
        QCOMPARE(server.requestCount(QStringLiteral("device.pair.approve")), 0);
        QTest::mouseClick(dialog->button(Action::Approve), Qt::LeftButton);
        QTest::mouseClick(dialog->confirmation()->button(QMessageBox::Yes), Qt::LeftButton);
        QTRY_COMPARE(server.requestCount(QStringLiteral("device.pair.approve")), 1);
        QTRY_VERIFY(dialog->answerLabel()->text().contains(QStringLiteral("Approved.")));

        QVERIFY(test::clickRowAt(dialog->pairedList(), 0));
        QCOMPARE(dialog->roleChooser()->currentText(), QStringLiteral("operator"));
        QTest::mouseClick(dialog->button(Action::Revoke), Qt::LeftButton);
        QVERIFY(dialog->confirmation()->text().contains(QStringLiteral("operator token")));
        QTest::mouseClick(dialog->confirmation()->button(QMessageBox::Yes), Qt::LeftButton);
        QTRY_COMPARE(server.requestCount(QStringLiteral("device.token.revoke")), 1);
        QVERIFY(server.requestsFor(QStringLiteral("device.token.revoke")).first().params ==
                Json({{"deviceId", "dev-9"}, {"role", "operator"}}));
        QTRY_VERIFY(dialog->answerLabel()->text().contains(QStringLiteral("Token revoked.")));
    }
};

QTEST_MAIN(TestRemoteConnections)
#include "tst_remoteconnections.moc"
