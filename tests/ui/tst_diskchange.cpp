// SPDX-License-Identifier: MIT
// The open config changed on disk by someone else: noticed (never for the console's own saves),
// and the unsaved edits rebased onto the new content with the three-way merge, conflicts held for
// the owner's choice.
#include "config/keypath.h"
#include "failonwarning.h"
#include "models/policyworkspace.h"
#include "ui/document/diskchangewatcher.h"
#include "ui/document/documentcontroller.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace toolgate;
using core::Json;
using core::KeyPath;

namespace {

void writeFile(const QString &path, const QByteArray &text) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

QStringList list(const Json &root, const char *field) {
    QStringList out;
    if (root.contains("tools") && root["tools"].contains(field))
        for (const Json &v : root["tools"][field])
            out << QString::fromStdString(v.get<std::string>());
    return out;
}

} // namespace

class TestDiskChange : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<core::PolicyWorkspace> m_workspace;
    std::unique_ptr<ui::DocumentController> m_document;
    std::unique_ptr<ui::DiskChangeWatcher> m_watcher;

    void deny(const QString &tool) {
        auto edit = m_workspace->addListEntry(KeyPath{"tools"}, core::ListField::Deny, tool);
        QVERIFY(edit.hasValue());
        m_document->pushEdits({edit.value()}, QStringLiteral("deny"));
    }
    const Json &root() const { return m_workspace->document().root(); }

private slots:
    void init() {
        toolgate::test::failOnAnyWarning();
        m_path = m_dir.filePath(QStringLiteral("openclaw.json"));
        writeFile(m_path, R"({"tools": {"profile": "coding", "deny": ["canvas"]}})");
        m_workspace = std::make_unique<core::PolicyWorkspace>();
        m_document = std::make_unique<ui::DocumentController>(m_workspace.get());
        m_watcher = std::make_unique<ui::DiskChangeWatcher>(m_document.get());
        QVERIFY(m_document->open(m_path));
    }
    void cleanup() {
        m_watcher.reset();
        m_document.reset();
        m_workspace.reset();
    }

    void ownSavesAreNotAChange() {
        QSignalSpy changed(m_watcher.get(), &ui::DiskChangeWatcher::changedOnDisk);
        deny(QStringLiteral("browser"));
        QVERIFY(m_document->save(true));
        QVERIFY(!m_document->isModified());
        // Someone else's write is noticed, and it is the only notice.
        writeFile(m_path, R"({"tools": {"profile": "minimal"}})");
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), m_path);
        QVERIFY(m_watcher->reload());
        QVERIFY(root()["tools"]["profile"] == Json("minimal"));
    }

    void editsAreRebasedOntoTheNewContent() {
        deny(QStringLiteral("browser"));
        QSignalSpy changed(m_watcher.get(), &ui::DiskChangeWatcher::changedOnDisk);
        writeFile(
            m_path,
            R"({"tools": {"profile": "coding", "deny": ["canvas", "exec"], "alsoAllow": ["web_search"]}})");
        QTRY_COMPARE(changed.count(), 1);
        const auto conflicts = m_watcher->rebase();
        QVERIFY(conflicts);
        QVERIFY(conflicts->empty());
        // Theirs (exec, alsoAllow) and mine (browser), entry by entry.
        QCOMPARE(list(root(), "deny"),
                 (QStringList{QStringLiteral("canvas"), QStringLiteral("exec"),
                              QStringLiteral("browser")}));
        QCOMPARE(list(root(), "alsoAllow"), QStringList{QStringLiteral("web_search")});
        // One undoable step on top of the file's content; undo leaves exactly the file.
        QVERIFY(m_document->isModified());
        m_document->undoStack()->undo();
        QCOMPARE(list(root(), "deny"),
                 (QStringList{QStringLiteral("canvas"), QStringLiteral("exec")}));
    }

    void bothChangingOneValueIsAsked() {
        auto profile = m_workspace->setProfile(KeyPath{"tools"}, QStringLiteral("messaging"));
        QVERIFY(profile.hasValue());
        m_document->pushEdits({profile.value()}, QStringLiteral("profile"));
        QSignalSpy changed(m_watcher.get(), &ui::DiskChangeWatcher::changedOnDisk);
        writeFile(m_path, R"({"tools": {"profile": "minimal", "deny": ["canvas"]}})");
        QTRY_COMPARE(changed.count(), 1);
        const auto conflicts = m_watcher->rebase();
        QVERIFY(conflicts);
        QCOMPARE(conflicts->size(), std::size_t(1));
        QVERIFY(root()["tools"]["profile"] == Json("messaging")); // nothing changed yet
        m_watcher->completeRebase({true});
        QVERIFY(root()["tools"]["profile"] == Json("messaging"));
        m_document->undoStack()->undo();
        QVERIFY(root()["tools"]["profile"] == Json("minimal")); // the file's, underneath
    }

    void anInvalidFileChangesNothing() {
        deny(QStringLiteral("browser"));
        writeFile(m_path, "{ this is not json");
        const auto conflicts = m_watcher->rebase();
        QVERIFY(!conflicts);
        QVERIFY(list(root(), "deny").contains(QStringLiteral("browser")));
    }
};

QTEST_MAIN(TestDiskChange)
#include "tst_diskchange.moc"
