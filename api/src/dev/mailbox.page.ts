/**
 * The dev mailbox as a page for a person in a browser: self-contained (no external assets, so the
 * strict CSP of the route holds), English only (a developer tool, not part of the product), and
 * every piece of message text escaped before it is marked up.
 */

export type MailboxRow = {
  channel: string
  recipient: string
  subject: string | null
  body: string
  locale: string
  createdAt: Date
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!)

/** Links and 6-digit codes stand out; everything else is plain escaped text (line breaks kept by CSS). */
function markUpBody(body: string): string {
  let out = ''
  let last = 0
  for (const match of body.matchAll(/https?:\/\/[^\s<>"']+|\b\d{6}\b/g)) {
    out += escapeHtml(body.slice(last, match.index))
    const text = escapeHtml(match[0])
    out += match[0].startsWith('http') ? `<a href="${text}">${text}</a>` : `<strong class="code">${text}</strong>`
    last = match.index + match[0].length
  }
  return out + escapeHtml(body.slice(last))
}

const time = (date: Date) => {
  const iso = date.toISOString()
  return `<time datetime="${iso}">${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC</time>`
}

function row(message: MailboxRow): string {
  const lang = escapeHtml(message.locale)
  return `<tr>
<td>${message.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
<td>${escapeHtml(message.recipient)}</td>
<td lang="${lang}" dir="auto">${message.subject === null ? '—' : escapeHtml(message.subject)}</td>
<td lang="${lang}" dir="auto" class="body">${markUpBody(message.body)}</td>
<td>${time(message.createdAt)}</td>
</tr>`
}

export function mailboxPage(rows: MailboxRow[], to: string | undefined): string {
  const filter = to ? escapeHtml(to) : ''
  const summary = `${rows.length} ${rows.length === 1 ? 'message' : 'messages'}${to ? ` to ${filter}` : ''}, newest first`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #111; background: #fff; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem 1rem; }
form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block: 1rem; }
input, button { font: inherit; padding: 0.375rem 0.625rem; border: 1px solid #555; border-radius: 0.25rem; }
button { background: #1d4ed8; border-color: #1d4ed8; color: #fff; cursor: pointer; }
:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
a { color: #1d4ed8; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: start; font-weight: 600; padding-block: 0.5rem; }
th, td { text-align: start; vertical-align: top; padding: 0.5rem; border-block-end: 1px solid #ccc; }
td.body { white-space: pre-wrap; overflow-wrap: anywhere; }
.code { font: 700 1.25rem/1 ui-monospace, monospace; letter-spacing: 0.2em; background: #fef3c7; padding: 0.125rem 0.25rem; border-radius: 0.25rem; }
</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>E-mails and SMS that were not delivered because no SMTP server or SMS provider is configured. Available only while the API listens on loopback.</p>
<form method="get" action="mailbox" role="search">
<label for="to">Recipient (e-mail or phone in E.164)</label>
<input id="to" name="to" type="search" value="${filter}" autocomplete="off">
<button type="submit">Filter</button>
${to ? '<a href="mailbox">Show all</a>' : ''}
</form>
${
  rows.length === 0
    ? `<p role="status">No messages${to ? ` to ${filter}` : ''}.</p>`
    : `<table>
<caption>${summary}</caption>
<thead><tr><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Body</th><th scope="col">Time</th></tr></thead>
<tbody>
${rows.map(row).join('\n')}
</tbody>
</table>`
}
</main>
</body>
</html>
`
}
