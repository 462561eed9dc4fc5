// SPDX-License-Identifier: MIT
// No colour is spelled in ui/ or app/ outside ui/shell/themepalette.cpp: a literal elsewhere would
// not follow a theme switch (and was how light-blue-on-grey text got in). Fails naming file:line.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

namespace {

const QString kSourceDir = QStringLiteral(TOOLGATE_SOURCE_DIR);
const QString kPaletteFile = QStringLiteral("ui/shell/themepalette.cpp");

// What a colour looks like in C++, Qt and style sheets. Qt::transparent is allowed: it clears a
// pixmap, it is no colour.
const QList<QRegularExpression> &colourPatterns() {
    static const QList<QRegularExpression> patterns = {
        QRegularExpression(QStringLiteral("#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b")),
        QRegularExpression(
            QStringLiteral("QColor\\s*[({]\\s*(?:0x|\\d|\"|u\"|QStringLiteral|QLatin1String)")),
        QRegularExpression(QStringLiteral("QColor::from(?:Rgb|Rgba|RgbF|Hsv|HsvF|Hsl|HslF|Cmyk)")),
        QRegularExpression(QStringLiteral("\\bqRgba?\\s*\\(|setNamedColor|setRgb\\s*\\(")),
        QRegularExpression(
            QStringLiteral("Qt::(?:white|black|red|darkRed|green|darkGreen|blue|darkBlue|cyan|"
                           "darkCyan|magenta|darkMagenta|yellow|darkYellow|gray|darkGray|"
                           "lightGray|color0|color1)\\b")),
        QRegularExpression(QStringLiteral("\\b(?:rgba?|hsla?|hsva?)\\s*\\(")),
        QRegularExpression(QStringLiteral("palette\\s*\\(\\s*[a-z-]+\\s*\\)")),
        QRegularExpression(
            QStringLiteral("(?:color|background(?:-color)?|border(?:-[a-z]+)?)\\s*:[^;\"']*\\b"
                           "(?:white|black|red|green|blue|gray|grey|yellow|orange|navy|silver|"
                           "transparent)\\b")),
    };
    return patterns;
}

// The line without its // comment; /* */ blocks are tracked across lines.
QString codeOf(const QString &line, bool &inBlock) {
    QString code;
    for (qsizetype i = 0; i < line.size(); ++i) {
        if (inBlock) {
            if (line.mid(i, 2) == QLatin1String("*/")) {
                inBlock = false;
                ++i;
            }
            continue;
        }
        if (line.mid(i, 2) == QLatin1String("/*")) {
            inBlock = true;
            ++i;
            continue;
        }
        // "//" inside a string ("ws://") is not a comment.
        if (line.mid(i, 2) == QLatin1String("//") && (i == 0 || line.at(i - 1) != u':'))
            break;
        code += line.at(i);
    }
    return code;
}

} // namespace

class TestColourLiterals final : public QObject {
    Q_OBJECT

private slots:
    void patternsCatchWhatTheyShould() {
        const QStringList caught = {
            QStringLiteral("QStringLiteral(\"color: #1f2937;\")"),
            QStringLiteral("QColor(0xdc, 0xe0, 0xe6)"),
            QStringLiteral("painter.setPen(Qt::white);"),
            QStringLiteral("m_note->setStyleSheet(\"color: palette(highlight);\");"),
            QStringLiteral("QColor::fromRgbF(0.5, 0.5, 0.5)"),
            QStringLiteral("\"background: rgb(1, 2, 3)\""),
            QStringLiteral("\"border: 1px solid transparent\""),
        };
        for (const QString &line : caught) {
            bool block = false;
            const QString code = codeOf(line, block);
            QVERIFY2(
                std::any_of(colourPatterns().cbegin(), colourPatterns().cend(),
                            [&](const QRegularExpression &p) { return p.match(code).hasMatch(); }),
                qPrintable(line));
        }
        bool block = false;
        for (const QString &fine :
             {QStringLiteral("pixmap.fill(Qt::transparent); // OpenClaw #137470"),
              QStringLiteral("Theme::tone(Theme::Tone::Danger)"),
              QStringLiteral("QUrl(\"ws://127.0.0.1:1/\")")})
            QVERIFY2(std::none_of(colourPatterns().cbegin(), colourPatterns().cend(),
                                  [&](const QRegularExpression &p) {
                                      return p.match(codeOf(fine, block)).hasMatch();
                                  }),
                     qPrintable(fine));
    }

    void noColourOutsideThePalette() {
        QStringList found;
        int files = 0;
        for (const QString &folder : {QStringLiteral("ui"), QStringLiteral("app")}) {
            QDirIterator it(kSourceDir + u'/' + folder,
                            {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                const QString relative = path.mid(kSourceDir.size() + 1);
                if (relative == kPaletteFile)
                    continue;
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(path));
                ++files;
                const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
                bool inBlock = false;
                for (qsizetype n = 0; n < lines.size(); ++n) {
                    const QString code = codeOf(lines.at(n), inBlock);
                    for (const QRegularExpression &pattern : colourPatterns()) {
                        if (pattern.match(code).hasMatch()) {
                            found << QStringLiteral("%1:%2: %3")
                                         .arg(relative)
                                         .arg(n + 1)
                                         .arg(lines.at(n).trimmed());
                            break;
                        }
                    }
                }
            }
        }
        QVERIFY(files > 50);
        QVERIFY2(found.isEmpty(),
                 qPrintable(QStringLiteral("colours outside %1 (use ThemePalette / Theme):\n")
                                .arg(kPaletteFile) +
                            found.join(u'\n')));
    }
};

QTEST_APPLESS_MAIN(TestColourLiterals)
#include "tst_colourliterals.moc"
