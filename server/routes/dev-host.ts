// GET /dev/host (development endpoints only): a casino page that frames the sportsbook, the way
// an operator embeds it (docs/embedding.md). It frames the app from the other loopback name
// (localhost and 127.0.0.1 are different origins), logs every message it receives, sizes the
// frame from the size messages, and sends the host's messages from its controls. A page for a
// person, not an operation of the API: it is not in the route table, nor in the document.

import type { FastifyInstance } from 'fastify'
import { contentSecurityPolicy } from '../http/content-security-policy.ts'
import { pageNonce } from '../http/security-headers.ts'

const otherLoopback = (hostname: string) => (hostname === 'localhost' ? '127.0.0.1' : 'localhost')

export function devHostRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { brand?: string; path?: string } }>(
    '/dev/host',
    { schema: { hide: true } },
    async (request, reply) => {
      const brand = /^[a-z0-9-]{1,40}$/.test(request.query.brand ?? '')
        ? request.query.brand
        : 'wallet'
      const path = /^\/[A-Za-z0-9/_-]*$/.test(request.query.path ?? '')
        ? request.query.path
        : '/live/sport/'
      const port = request.port ? `:${request.port}` : ''
      const frameOrigin = `${request.protocol}://${otherLoopback(request.hostname)}${port}`
      const frameUrl = `${frameOrigin}${path}?brand=${brand}&embedded=true`
      const nonce = pageNonce(request)
      // A page of its own policy: it frames the app from the other loopback name.
      const policy = contentSecurityPolicy({
        nonce,
        parentOrigins: [],
        frameOrigins: [frameOrigin],
        connectOrigins: [],
        imageOrigins: [],
        scriptOrigins: [],
      })
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', policy)
        .send(hostPage(frameOrigin, frameUrl, nonce))
    },
  )
}

function hostPage(frameOrigin: string, frameUrl: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Demo casino host</title>
<style nonce="${nonce}">
body { font: 14px system-ui, sans-serif; margin: 0; background: #20242c; color: #eee; }
header, form, section { padding: 8px 16px; }
iframe { display: block; width: 100%; height: 600px; border: 0; }
form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
ol { font: 12px ui-monospace, monospace; max-height: 240px; overflow: auto; }
</style></head>
<body>
<header><h1>Demo casino</h1><p>The sportsbook below runs in a frame from ${frameOrigin}.</p></header>
<form id="controls">
  <label>Odds <select id="odds"><option>euro</option><option>uk</option><option>us</option><option>hk</option><option>malay</option><option>indo</option></select></label>
  <button type="button" id="send-odds">Send odds</button>
  <label>Language <input id="language" value="en" size="5"></label>
  <button type="button" id="send-language">Send language</button>
  <label>Deep link <select id="category"><option>event</option><option>sport</option><option>live</option><option>navigation-node</option></select>
  <input id="link-id" size="24"></label>
  <button type="button" id="send-deeplink">Send deep link</button>
  <label>Token <input id="token" size="36"></label>
  <button type="button" id="send-token">Send token</button>
</form>
<iframe id="sportsbook" title="Sportsbook" src="${frameUrl}"></iframe>
<section><h2>Messages from the sportsbook</h2><ol id="messages"></ol></section>
<script nonce="${nonce}">
document.getElementById('controls').addEventListener('submit', (event) => event.preventDefault())
const frame = document.getElementById('sportsbook')
const frameOrigin = ${JSON.stringify(frameOrigin)}
const send = (message) => frame.contentWindow.postMessage(message, frameOrigin)
addEventListener('message', (event) => {
  if (event.origin !== frameOrigin || event.source !== frame.contentWindow) return
  const item = document.createElement('li')
  item.dataset.type = String(event.data && event.data.type)
  item.textContent = JSON.stringify(event.data)
  document.getElementById('messages').append(item)
  if (event.data.type === 'ext.sportsbook.size') frame.style.height = event.data.height + 'px'
})
const value = (id) => document.getElementById(id).value
document.getElementById('send-odds').onclick = () => send({ type: 'opt.sportsbook.odds', odds: value('odds') })
document.getElementById('send-language').onclick = () => send({ type: 'opt.sportsbook.language', language: value('language') })
document.getElementById('send-deeplink').onclick = () => send({ type: 'opt.sportsbook.deeplink', category: value('category'), id: value('link-id') })
document.getElementById('send-token').onclick = () => send({ type: 'opt.sportsbook.token', authtoken: value('token') })
</script>
</body>
</html>`
}
