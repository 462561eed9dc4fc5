// SPDX-License-Identifier: MIT
// The three palettes, measured: every text/background pair the style sheet and the painting code
// use reaches WCAG 4.5:1 (7:1 in high contrast where a background allows it), the colours that
// carry meaning side by side stay apart (CIEDE2000, thresholds in themepalette.cpp), and the style
// sheet only combines listed pairs and only names colours the palette has.
#include "colourmetrics.h"
#include "ui/shell/themepalette.h"
#include "ui/shell/themestylesheet.h"

#include <QRegularExpression>
#include <QTest>

using namespace toolgate::ui;
using toolgate::test::contrastRatio;
using toolgate::test::deltaE2000;

namespace {

using Member = QColor ThemePalette::*;

struct Named {
    const char *name;
    const ThemePalette *palette;
};

QList<Named> palettes() {
    return {{"light", &ThemePalette::light()},
            {"dark", &ThemePalette::dark()},
            {"high-contrast", &ThemePalette::highContrast()}};
}

QString roleName(Member member) {
    for (const ThemePalette::Role &role : ThemePalette::roles()) {
        if (role.colour == member)
            return QLatin1String(role.name);
    }
    return QStringLiteral("?");
}

Member roleNamed(const QString &name) {
    for (const ThemePalette::Role &role : ThemePalette::roles()) {
        if (name == QLatin1String(role.name))
            return role.colour;
    }
    return nullptr;
}

// High contrast holds 7:1 except where a coloured tone meets the (necessarily coloured) selection.
bool sevenToOneImpractical(Member text, Member background) {
    return background == &ThemePalette::selection && text == &ThemePalette::danger;
}

} // namespace

class TestThemePalette final : public QObject {
    Q_OBJECT

private slots:
    // The metric itself, on pairs of Sharma, Wu and Dalal's published test data.
    void deltaE2000MatchesPublishedValues_data() {
        QTest::addColumn<double>("l1");
        QTest::addColumn<double>("a1");
        QTest::addColumn<double>("b1");
        QTest::addColumn<double>("l2");
        QTest::addColumn<double>("a2");
        QTest::addColumn<double>("b2");
        QTest::addColumn<double>("expected");
        QTest::newRow("pair 1") << 50.0 << 2.6772 << -79.7751 << 50.0 << 0.0 << -82.7485 << 2.0425;
        QTest::newRow("pair 7") << 50.0 << 0.0 << 0.0 << 50.0 << -1.0 << 2.0 << 2.3669;
        QTest::newRow("pair 17") << 50.0 << 2.5 << 0.0 << 56.0 << -27.0 << -3.0 << 31.9030;
        QTest::newRow("pair 25") << 60.2574 << -34.0099 << 36.2677 << 60.4626 << -34.1751 << 39.4387
                                 << 1.2644;
        QTest::newRow("pair 34") << 90.8027 << -2.0831 << 1.4410 << 91.1528 << -1.6435 << 0.0447
                                 << 1.4441;
    }
    void deltaE2000MatchesPublishedValues() {
        QFETCH(double, l1);
        QFETCH(double, a1);
        QFETCH(double, b1);
        QFETCH(double, l2);
        QFETCH(double, a2);
        QFETCH(double, b2);
        QFETCH(double, expected);
        const double got = deltaE2000(toolgate::test::Lab{l1, a1, b1}, {l2, a2, b2});
        QVERIFY2(qAbs(got - expected) < 1e-4, qPrintable(QString::number(got)));
    }

    void everyRoleIsAColour() {
        for (const Named &p : palettes()) {
            for (const ThemePalette::Role &role : ThemePalette::roles())
                QVERIFY2((p.palette->*role.colour).isValid(),
                         qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(p.name),
                                                                 QLatin1String(role.name))));
            for (const QColor &step : p.palette->steps)
                QVERIFY(step.isValid());
        }
    }

    void textPairsReachWcagAA_data() {
        QTest::addColumn<QColor>("text");
        QTest::addColumn<QColor>("background");
        QTest::addColumn<double>("minimum");
        for (const Named &p : palettes()) {
            const bool high = p.palette->variant == ThemePalette::Variant::HighContrast;
            for (const ThemePalette::TextPair &pair : ThemePalette::textPairs()) {
                const double minimum =
                    high && !sevenToOneImpractical(pair.text, pair.background) ? 7.0 : 4.5;
                QTest::addRow("%s: %s on %s", p.name, qPrintable(roleName(pair.text)),
                              qPrintable(roleName(pair.background)))
                    << p.palette->*pair.text << p.palette->*pair.background << minimum;
            }
        }
    }
    void textPairsReachWcagAA() {
        QFETCH(QColor, text);
        QFETCH(QColor, background);
        QFETCH(double, minimum);
        const double ratio = contrastRatio(text, background);
        QVERIFY2(ratio >= minimum, qPrintable(QStringLiteral("%1 on %2: %3:1, needs %4:1")
                                                  .arg(text.name(), background.name())
                                                  .arg(ratio, 0, 'f', 2)
                                                  .arg(minimum)));
    }

    // The lowest ratio of each palette, in the log: the figure the README quotes.
    void lowestContrastPerPalette() {
        for (const Named &p : palettes()) {
            double lowest = 21;
            QString which;
            for (const ThemePalette::TextPair &pair : ThemePalette::textPairs()) {
                const double ratio =
                    contrastRatio(p.palette->*pair.text, p.palette->*pair.background);
                if (ratio < lowest) {
                    lowest = ratio;
                    which =
                        roleName(pair.text) + QStringLiteral(" on ") + roleName(pair.background);
                }
            }
            qInfo("%s: lowest contrast %.2f:1 (%s)", p.name, lowest, qPrintable(which));
            QVERIFY(lowest >= 4.5);
        }
    }

    void meaningfulColoursStayApart_data() {
        QTest::addColumn<QList<QColor>>("colours");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<double>("minimum");
        for (const Named &p : palettes()) {
            for (const ThemePalette::DistinctSet &set : ThemePalette::distinctSets()) {
                QList<QColor> colours;
                QStringList names;
                for (Member member : set.members) {
                    colours << p.palette->*member;
                    names << roleName(member);
                }
                if (set.withSteps) {
                    for (size_t i = 0; i < p.palette->steps.size(); ++i) {
                        colours << p.palette->steps[i];
                        names << QStringLiteral("step %1").arg(i);
                    }
                }
                QTest::addRow("%s: %s", p.name, set.name) << colours << names << set.minimumDeltaE;
            }
        }
    }
    void meaningfulColoursStayApart() {
        QFETCH(QList<QColor>, colours);
        QFETCH(QStringList, names);
        QFETCH(double, minimum);
        double closest = 1000;
        QString which;
        for (qsizetype i = 0; i < colours.size(); ++i) {
            for (qsizetype j = i + 1; j < colours.size(); ++j) {
                const double difference = deltaE2000(colours.at(i), colours.at(j));
                if (difference < closest) {
                    closest = difference;
                    which = names.at(i) + QStringLiteral(" / ") + names.at(j);
                }
            }
        }
        QVERIFY2(closest >= minimum, qPrintable(QStringLiteral("%1: ΔE00 %2 < %3")
                                                    .arg(which)
                                                    .arg(closest, 0, 'f', 1)
                                                    .arg(minimum)));
    }

    // A rule that sets both a text colour and a background may only combine a listed pair.
    void styleSheetCombinesOnlyListedPairs() {
        static const QRegularExpression rule(QStringLiteral("\\{([^}]*)\\}"));
        static const QRegularExpression text(
            QStringLiteral("(?:^|;)\\s*(?:selection-)?color:\\s*@([A-Za-z]+)"));
        static const QRegularExpression background(
            QStringLiteral("(?:^|;)\\s*(?:selection-)?background(?:-color)?:\\s*@([A-Za-z]+)"));
        int checked = 0;
        for (auto it = rule.globalMatch(ThemeStyleSheet::templateText()); it.hasNext();) {
            const QString body = it.next().captured(1);
            const QRegularExpressionMatch t = text.match(body);
            const QRegularExpressionMatch b = background.match(body);
            if (!t.hasMatch() || !b.hasMatch())
                continue;
            const Member textRole = roleNamed(t.captured(1));
            const Member backgroundRole = roleNamed(b.captured(1));
            QVERIFY2(textRole && backgroundRole, qPrintable(body));
            const bool listed =
                std::any_of(ThemePalette::textPairs().cbegin(), ThemePalette::textPairs().cend(),
                            [&](const auto &p) {
                                return p.text == textRole && p.background == backgroundRole;
                            });
            QVERIFY2(listed, qPrintable(QStringLiteral("not in ThemePalette::textPairs(): ") +
                                        t.captured(1) + QStringLiteral(" on ") + b.captured(1)));
            ++checked;
        }
        QVERIFY(checked > 15);
    }

    void styleSheetNamesOnlyPaletteColours() {
        const ThemeStyleSheet::Images images{QStringLiteral(":/d"), QStringLiteral(":/dd"),
                                             QStringLiteral(":/u"), QStringLiteral(":/ud"),
                                             QStringLiteral(":/t"), QStringLiteral(":/td")};
        for (const Named &p : palettes()) {
            const QString sheet = ThemeStyleSheet::generate(*p.palette, images);
            QVERIFY2(!sheet.contains(u'@'),
                     qPrintable(sheet.mid(sheet.indexOf(u'@') - 40, 80))); // an unknown @name
            QVERIFY(sheet.contains(p.palette->window.name()));
            QVERIFY(sheet.contains(QStringLiteral("url(:/dd)")));
            QVERIFY(sheet.contains(QStringLiteral("url(:/td)")));
        }
    }
};

QTEST_APPLESS_MAIN(TestThemePalette)
#include "tst_themepalette.moc"
