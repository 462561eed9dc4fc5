#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Fills unfinished entries of toolgate_zh_CN.ts from the table below (run after lupdate).
# Sources without a row stay unfinished, so tst_translations points at them.
import sys
import xml.etree.ElementTree as ET

ZH = {
    'pending': '等待中',
    'blocked': '已拦截',
    'ok': '正常',
    'critical': '严重',
    'warning': '警告',
    'Action union (anyOf with const)': '操作联合（anyOf 与 const）',
    'Formats, patterns and limits': '格式、模式与限制',
    'Arrays with contains and references': '含 contains 与引用的数组',
    '· blocked': '· 已拦截',
    '· not surfaced': '· 未显示给代理',
    'unchanged': '不变',
    'Call': '调用',
    'Tool': '工具',
    'Verdict': '判定',
    'Message to the agent': '发给代理的消息',
    'What-if': '假设推演',
    'Time': '时间',
    'Arguments': '参数',
    'Outcome': '结果',
    '&Language': '语言(&L)',
    'Language': '语言',
    'The language changes the next time Toolgate starts.': '语言将在下次启动 Toolgate 时生效。',
    'System default': '跟随系统',
    'warning %1': '警告 %1',
    'critical %1': '严重 %1',
    'breaker %1': '熔断 %1',
    'line %1': '第 %1 行',
    'What-if thresholds': '假设阈值',
    '&Warning': '警告(&W)',
    '&Critical': '严重(&C)',
    '&Breaker': '熔断(&B)',
    'Wi&ndow': '窗口(&N)',
    'Gateway defaults': '网关默认值',
    "Back to OpenClaw's constants: warning 10, critical 20, breaker 30, window 30.":
        '恢复 OpenClaw 的常量：警告 10、严重 20、熔断 30、窗口 30。',
    "Recent calls (the detector's window)": '最近的调用（检测器窗口）',
    'Detectors for the next identical call': '下一次相同调用的各检测器计数',
    'Generic repeat': '通用重复',
    'Known poll, no progress': '已知轮询，无进展',
    'Ping-pong': '乒乓往复',
    'Unknown tool repeat': '未知工具重复',
    'Argument churn': '参数反复变换',
    'Global circuit breaker': '全局熔断器',
    'Select a verdict to read the full message.': '选择一条判定以查看完整消息。',
    'Verdicts': '判定记录',
    'Reset What-if Thresholds': '重置假设阈值',
    'Open Trace': '打开跟踪',
    'Could not replay %1:\n%2': '无法重放 %1：\n%2',
    'Live gateway': '实时网关',
    '(no run id)': '（无运行 ID）',
    '%1 — %n call(s)': '%1 — %n 次调用',
    '%1 warnings, %2 critical': '%1 个警告，%2 个严重',
    'No run selected': '未选择运行',
    '%1 · session %2 · run %3': '%1 · 会话 %2 · 运行 %3',
    'Loop detection is on for this gateway: the messages below are what the agent received.':
        '此网关已开启循环检测：下面的消息就是代理实际收到的内容。',
    "Loop detection is off for this gateway (OpenClaw's default): nothing reached the agent. The messages below are what it would have received.":
        '此网关未开启循环检测（OpenClaw 的默认设置）：代理没有收到任何提示。下面的消息是开启后代理将会收到的内容。',
    'Whether this gateway has loop detection on is not known: the messages below are what the agent receives when it is on.':
        '不确定此网关是否开启了循环检测：下面的消息是开启时代理会收到的内容。',
    '%n unusable trace line(s) were skipped.': '已跳过 %n 行无法使用的跟踪记录。',
    'identical calls in the window; %1 in a row without progress': '窗口内的相同调用；连续 %1 次无进展',
    'polls without progress': '无进展的轮询',
    'the latest call is not a known poll': '最近一次调用不是已知的轮询',
    'alternating with no progress': '交替调用且无进展',
    'alternating calls (critical needs no progress)': '交替调用（严重级别要求无进展）',
    'calls of a tool that does not exist': '调用了不存在的工具',
    '%n argument variant(s) with the same outcome': '%n 种参数变体得到相同结果',
    'calls in a row without progress': '连续无进展的调用',
    "Showing the gateway's own thresholds.": '当前显示网关自身的阈值。',
    'No verdict moves with these thresholds.': '使用这些阈值时没有判定发生变化。',
    '%n verdict(s) move with these thresholds (highlighted).': '使用这些阈值时有 %n 条判定发生变化（已高亮）。',
    '&Presentation Mode': '演示模式(&P)',
    'Larger text, Pipeline and Loops side by side, demo scenarios.': '更大的字体，管道与循环并排显示，可选演示场景。',
    'Demo &Scenario': '演示场景(&S)',
    'Demo scenario': '演示场景',
    'View': '视图',
    'Lost on the way': '传递中丢失的内容',
    'This provider would not receive the tool: %1': '此提供方不会收到该工具：%1',
    '(root)': '（根）',
    '− %1: %2': '− %1：%2',
    '~ %1: changed': '~ %1：已更改',
    'Received exactly as declared.': '与声明完全一致。',
    '%1 removed · %2 changed · %3 added': '删除 %1 · 更改 %2 · 新增 %3',
    'Calls without arguments are sent as {}.': '不带参数的调用会以 {} 发送。',
    '&Tool:': '工具(&T)：',
    '&Example:': '示例(&E)：',
    'Choose an example…': '选择一个示例…',
    'Declared schema (edit or paste)': '声明的模式（可编辑或粘贴）',
    "Paste a tool's JSON parameter schema here.": '在此粘贴工具的 JSON 参数模式。',
    'Choose a tool…': '选择一个工具…',
    '%1 (core)': '%1（核心）',
    '%1 (gateway)': '%1（网关）',
    "Neither the catalog nor tools.catalog carries parameter schemas: paste this tool's schema into the editor to compare it.":
        '工具目录和 tools.catalog 都不包含参数模式：请将此工具的模式粘贴到编辑器中进行比较。',
    'No schema yet.': '尚无模式。',
    'Not valid JSON: %1': '不是有效的 JSON：%1',
    'Compared. Amber: changed for that provider; blue: added; the list under each copy names what it lost.':
        '已比较。琥珀色：该提供方收到的已更改；蓝色：新增；每份副本下方的列表列出了丢失的内容。',
    "This configuration did not come from a gateway. Open a gateway's config first (File > Open from Gateway).":
        '此配置并非来自网关。请先打开网关的配置（文件 > 从网关打开）。',
    'There are no changes to apply.': '没有需要应用的更改。',
    'This configuration did not come from a gateway.': '此配置并非来自网关。',
    'The gateway is still answering the previous request.': '网关仍在处理上一个请求。',
    'Not connected to %1. Your edits are kept; connect and try again.': '未连接到 %1。您的编辑已保留；请连接后重试。',
    "Your edits cannot be re-applied on the gateway's latest config: %1": '无法在网关的最新配置上重新应用您的编辑：%1',
    "Re-apply my edits on the gateway's config": '在网关配置上重新应用我的编辑',
    'Open from &Gateway…': '从网关打开(&G)…',
    'Edit the live config of a connected gateway': '编辑已连接网关的实时配置',
    'Send the edited config to the gateway it came from': '将编辑后的配置发送回其来源网关',
    'No gateway connected': '未连接网关',
    'Connect to a gateway on the Connections screen first.': '请先在“连接”页面连接一个网关。',
    'Open from Gateway': '从网关打开',
    'Gateway:': '网关：',
    'Loading the config of %1…': '正在加载 %1 的配置…',
    'Applying to %1…': '正在应用到 %1…',
    'Opened the live config of %1': '已打开 %1 的实时配置',
    'Applied to %1: %n setting(s) changed': '已应用到 %1：更改了 %n 项设置',
    ' — the gateway restarts to use them': ' — 网关将重启以使其生效',
    "Your edits now sit on the gateway's latest config. Review them and apply again.": '您的编辑已叠加到网关的最新配置上。请检查后再次应用。',
    "%1\n\nThe gateway's config was not changed.": '%1\n\n网关的配置未被更改。',
    "The gateway's config was changed elsewhere since you opened it; applying will offer to re-apply your edits on top.":
        '自您打开后，网关的配置已在别处被更改；应用时将提供在其上重新应用您的编辑的选项。',
    "The gateway's config changed": '网关的配置已更改',
    "Someone else changed the gateway's config since you opened it, so nothing was written.": '自您打开后，其他人更改了网关的配置，因此未写入任何内容。',
    'Your edits are still here. Re-apply them on top of the latest config to review the combined result, or keep editing.':
        '您的编辑仍然保留。可将其重新应用到最新配置上以查看合并结果，或继续编辑。',
    'Re-apply My Edits on the Latest Config': '在最新配置上重新应用我的编辑',
    'Keep Editing': '继续编辑',
    '(default)': '（默认）',
    '− %1: %2 (OpenAI / Anthropic keep it)': '− %1：%2（OpenAI / Anthropic 保留）',
    '~ %1: differs from OpenAI / Anthropic': '~ %1：与 OpenAI / Anthropic 不同',
    '%1 removed · %2 changed · %3 added · %4 fewer than OpenAI': '移除 %1 · 更改 %2 · 新增 %3 · 比 OpenAI 少 %4',
}


def main(path):
    tree = ET.parse(path)
    missing = []
    for message in tree.getroot().iter('message'):
        translation = message.find('translation')
        if translation.get('type') != 'unfinished':
            continue
        source = message.find('source').text
        if source not in ZH:
            missing.append(source)
            continue
        if message.get('numerus') == 'yes':
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            form = ET.SubElement(translation, 'numerusform')
            form.text = ZH[source]
        else:
            translation.text = ZH[source]
        del translation.attrib['type']
    tree.write(path, encoding='utf-8', xml_declaration=True)
    with open(path, 'r+', encoding='utf-8') as f:
        text = f.read().replace("<?xml version='1.0' encoding='utf-8'?>\n",
                                '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n', 1)
        f.seek(0)
        f.write(text)
        f.truncate()
    for source in missing:
        print('untranslated:', repr(source))
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else 'translations/toolgate_zh_CN.ts'))
