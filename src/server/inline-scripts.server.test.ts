import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-scripts.server'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script, once per distinct text, and skips files', () => {
    const html = [
      '<html><head><script>window.a=1</script>',
      '<script type="module" async="" src="/assets/index-abc.js"></script>',
      '<script data-tsr-stream-part="">self.$R=[]</script></head>',
      '<body><p>x</p><script>window.a=1</script><SCRIPT>b()</SCRIPT></body></html>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a=1'), sha256('self.$R=[]'), sha256('b()')])
  })

  it('reads attributes whose quoted values hold ">" or the word src', () => {
    const html = `<script data-note="a > b" title='src=x'>run()</script><script data-x=1 SRC=/a.js></script>`
    expect(inlineScriptHashes(html)).toEqual([sha256('run()')])
  })

  it('hashes what the browser hashes: UTF-8 text with line breaks normalised to LF', () => {
    expect(inlineScriptHashes('<script>a("ü")\r\nb()\rc()</script>')).toEqual([sha256('a("ü")\nb()\nc()')])
  })

  it('ends a script at the first </script, as the parser does', () => {
    expect(inlineScriptHashes('<script>x="</script >"</script>')).toEqual([sha256('x="')])
  })

  it('hashes an empty inline script too (it still needs a source to run)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha256('')])
  })
})
