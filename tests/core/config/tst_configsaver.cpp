// SPDX-License-Identifier: MIT
#include "config/configsaver.h"
#include "failonwarning.h"
#include "testutils.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace toolgate::core;
using toolgate::test::readAll;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

ConfigDocument parse(const QByteArray &text) {
    auto doc = ConfigDocument::fromText(text, QStringLiteral("t"));
    if (!doc)
        qFatal("bad test input: %s", qPrintable(doc.error().toString()));
    return *doc;
}

const QByteArray kOriginal("{\n  // the admin's notes\n  tools: {profile: 'coding'},\n}\n");
const QByteArray kOldBackup("{\"tools\": {\"profile\": \"minimal\"}}\n");

} // namespace

class TestConfigSaver : public QObject {
    Q_OBJECT

private slots:
    void init() { toolgate::test::failOnAnyWarning(); }
    void serializesPrettyTwoSpaces() {
        const auto bytes = serializeConfig(Json::parse("{\"b\":[1,{\"c\":\"\\u00e9\"}],\"a\":{}}"));
        QVERIFY(bytes);
        QCOMPARE(*bytes, QByteArray("{\n  \"b\": [\n    1,\n    {\n      \"c\": \"\xC3\xA9\"\n    "
                                    "}\n  ],\n  \"a\": {}\n}\n"));
    }

    void refusesNonFinite() {
        const ConfigDocument doc = parse("{tools: {x: [1, NaN]}}");
        const auto bytes = serializeConfig(doc.root());
        QVERIFY(!bytes);
        QCOMPARE(bytes.error().code, QStringLiteral("config.nonFinite"));
        QCOMPARE(bytes.error().where, QStringLiteral("tools.x.1"));
        const QList<ConfigFinding> warnings = saveWarnings(doc);
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings.first().severity, FindingSeverity::Error);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("openclaw.json"));
        QVERIFY(writeFile(path, kOldBackup));
        QCOMPARE(saveConfig(doc, path).error().code, QStringLiteral("config.nonFinite"));
        QCOMPARE(readAll(path), kOldBackup);
    }

    void commentsNeedConsent() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("openclaw.json"));
        QVERIFY(writeFile(path, kOriginal));
        const auto doc = ConfigDocument::load(path);
        QVERIFY(doc && doc->hadComments());
        const QList<ConfigFinding> warnings = saveWarnings(*doc);
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings.first().code, ErrorCode::ConfigCommentsLost);

        const Status refused = saveConfig(*doc, path);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, QStringLiteral("config.commentsLost"));
        QCOMPARE(readAll(path), kOriginal);
        QVERIFY(!QFile::exists(path + QStringLiteral(".bak")));

        SaveOptions options;
        options.acceptCommentLoss = true;
        QVERIFY(saveConfig(*doc, path, options));
        QCOMPARE(readAll(path),
                 QByteArray("{\n  \"tools\": {\n    \"profile\": \"coding\"\n  }\n}\n"));
        QCOMPARE(readAll(path + QStringLiteral(".bak")), kOriginal);
    }

    void keepsBackupAndMode() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("openclaw.json"));
        QVERIFY(writeFile(path, kOldBackup));
        const auto mode = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup;
        QVERIFY(QFile::setPermissions(path, mode));
        const ConfigDocument doc = parse("{tools: {profile: 'full'}}");
        QVERIFY(saveConfig(doc, path));
        QCOMPARE(readAll(path + QStringLiteral(".bak")), kOldBackup);
        QCOMPARE(readAll(path), *serializeConfig(doc.root()));
        // Compare only the bits QFile sets (the user bits mirror the owner bits).
        const auto mask = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                          QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup |
                          QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
        QCOMPARE(QFile::permissions(path) & mask, mode);
        QCOMPARE(QFile::permissions(path + QStringLiteral(".bak")) & mask, mode);
        // No stray temporary files next to it.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 2);
    }

    void newFileWithoutBackup() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.json"));
        QVERIFY(saveConfig(parse("{a: 1}"), path));
        QCOMPARE(readAll(path), QByteArray("{\n  \"a\": 1\n}\n"));
        QVERIFY(!QFile::exists(path + QStringLiteral(".bak")));
    }

    // Fault injection. Tests run as root in CI, where a read-only directory does not stop a
    // write, so the failures are made in ways root cannot bypass: the target (or its .bak) is a
    // directory, the target's parent is a regular file, or the write itself fails halfway (a full
    // disk, through SaveOptions::writeHook). In every case the original file and the previous .bak
    // stay byte-for-byte and the error names the file.
    void failedSaveLeavesFilesIntact_data() {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>(
            "failingFile"); // relative to the directory; where the error points
        QTest::newRow("disk full writing the new file")
            << QStringLiteral("full-main") << QStringLiteral("openclaw.json");
        QTest::newRow("disk full writing the backup")
            << QStringLiteral("full-bak") << QStringLiteral("openclaw.json.bak");
        QTest::newRow("backup path is a directory")
            << QStringLiteral("bak-dir") << QStringLiteral("openclaw.json.bak");
    }
    void failedSaveLeavesFilesIntact() {
        QFETCH(QString, fault);
        QFETCH(QString, failingFile);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("openclaw.json"));
        const QString bak = path + QStringLiteral(".bak");
        QVERIFY(writeFile(path, kOriginal));
        SaveOptions options;
        options.acceptCommentLoss = true;
        if (fault == QLatin1String("bak-dir")) {
            QVERIFY(QDir().mkdir(bak));
        } else {
            QVERIFY(writeFile(bak, kOldBackup));
            const QString victim = fault == QLatin1String("full-main") ? path : bak;
            options.writeHook = [victim](QIODevice &device, const QByteArray &bytes) -> qint64 {
                auto *file = qobject_cast<QFileDevice *>(&device);
                if (!file || file->fileName() != victim) // QSaveFile reports the final name
                    return device.write(bytes);
                device.write(
                    bytes.left(bytes.size() / 2)); // half of it lands, then the disk is full
                return -1;
            };
        }
        auto doc = ConfigDocument::load(path);
        QVERIFY(doc);
        QVERIFY(doc->setProfile(KeyPath{"tools"}, QStringLiteral("minimal")));

        const Status saved = saveConfig(*doc, path, options);
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, QStringLiteral("io.write"));
        QCOMPARE(saved.error().where, dir.filePath(failingFile));
        QCOMPARE(readAll(path), kOriginal);
        if (fault != QLatin1String("bak-dir"))
            QCOMPARE(readAll(bak), kOldBackup);
        const QStringList leftovers = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);
        QCOMPARE(leftovers.size(),
                 fault == QLatin1String("bak-dir") ? 1 : 2); // no temporary files left
    }

    void unwritableTargets_data() {
        QTest::addColumn<QString>("target");
        QTest::newRow("target is a directory") << QStringLiteral("adir");
        QTest::newRow("parent is a regular file") << QStringLiteral("afile/openclaw.json");
        QTest::newRow("parent does not exist") << QStringLiteral("missing/openclaw.json");
    }
    void unwritableTargets() {
        QFETCH(QString, target);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("adir")));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("afile")), kOldBackup));
        const Status saved = saveConfig(parse("{a: 1}"), dir.filePath(target));
        QVERIFY(!saved);
        QCOMPARE(saved.error().code, QStringLiteral("io.write"));
        QCOMPARE(saved.error().where, dir.filePath(target));
        QCOMPARE(readAll(dir.filePath(QStringLiteral("afile"))), kOldBackup);
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("adir"))).isDir());
    }
};

QTEST_APPLESS_MAIN(TestConfigSaver)
#include "tst_configsaver.moc"
