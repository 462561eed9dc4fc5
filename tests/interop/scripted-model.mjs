// SPDX-License-Identifier: MIT
// A scripted OpenAI-compatible model server for the interop agent-run test (loopback only).
// When the last user message has no tool result after it, it answers with one `exec` tool call
// whose command is the text after "run:" in that message; once the tool result is there, it
// answers with plain text. Usage: node scripted-model.mjs PORT
import http from 'node:http';

const port = Number(process.argv[2] || 0);
let calls = 0;

function text(content) {
    if (typeof content === 'string') return content;
    if (Array.isArray(content)) return content.map((p) => (typeof p === 'string' ? p : p.text || '')).join('');
    return '';
}

function plan(messages) {
    // The last user message that asks for a command (gateways may add their own user turns).
    let asking = -1;
    let command = '';
    for (let i = 0; i < messages.length; i++) {
        if (messages[i].role !== 'user') continue;
        const match = text(messages[i].content).match(/run:\s*(.+)$/m);
        if (match) {
            asking = i;
            command = match[1].trim();
        }
    }
    const answered = asking >= 0 && messages.slice(asking + 1).some((m) => m.role === 'tool');
    if (asking >= 0 && !answered) return { tool: { command } };
    return { text: 'The command ran. Done.' };
}

function chunk(id, delta, finish) {
    return { id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'mock-1',
             choices: [{ index: 0, delta, finish_reason: finish }] };
}

const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url.endsWith('/models')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'mock-1', object: 'model', owned_by: 'toolgate' }] }));
        return;
    }
    if (req.method !== 'POST' || !req.url.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
    }
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
        let request = {};
        try { request = JSON.parse(body); } catch { /* answer with text */ }
        const step = plan(request.messages || []);
        const id = `chatcmpl-mock-${++calls}`;
        const toolCall = step.tool && { index: 0, id: `call_mock_${calls}`, type: 'function',
                                         function: { name: 'exec', arguments: JSON.stringify(step.tool) } };
        const roles = (request.messages || []).map((m) => `${m.role}:${text(m.content).slice(-80).replace(/\n/g, ' ')}`);
        process.stdout.write(`call ${calls}: ${step.tool ? 'tool ' + step.tool.command : 'text'} <- ${roles.slice(-3).join(' | ')}\n`);
        if (!request.stream) {
            const message = step.tool ? { role: 'assistant', content: null, tool_calls: [toolCall] }
                                      : { role: 'assistant', content: step.text };
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ id, object: 'chat.completion', model: 'mock-1',
                                     choices: [{ index: 0, message, finish_reason: step.tool ? 'tool_calls' : 'stop' }],
                                     usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } }));
            return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
        const send = (o) => res.write(`data: ${JSON.stringify(o)}\n\n`);
        if (step.tool) {
            send(chunk(id, { role: 'assistant', content: null, tool_calls: [toolCall] }, null));
            send(chunk(id, {}, 'tool_calls'));
        } else {
            send(chunk(id, { role: 'assistant', content: step.text }, null));
            send(chunk(id, {}, 'stop'));
        }
        send({ id, object: 'chat.completion.chunk', model: 'mock-1', choices: [],
               usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 } });
        res.end('data: [DONE]\n\n');
    });
});
server.listen(port, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
