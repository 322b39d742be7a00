import { createHash, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AwsV4Signer } from 'aws4fetch'

export const S3_TEST_CREDENTIALS = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret', region: 'eu-central-1' } as const

export type SeenRequest = {
  method: string
  url: string
  authorization: string | undefined
  amzDate: string | undefined
  sha: string | undefined
}

/**
 * A local S3-compatible server for the storage adapter's contract tests: path-style objects, the
 * multipart upload calls, ListObjectsV2 in pages of `listPageSize`. Like a real bucket it recomputes
 * every request's SigV4 signature from what arrived with the shared secret, and refuses a payload
 * whose bytes do not match their signed hash (403). `hold`, when it answers a promise for a request,
 * keeps that request unanswered until the promise settles: a slow store, or a worker caught mid-read.
 */
export async function startLocalS3({
  listPageSize = 1000,
  hold,
}: { listPageSize?: number; hold?: (request: { method: string; url: URL }) => Promise<void> | undefined } = {}) {
  const objects = new Map<string, { body: Buffer; type: string | undefined; modifiedAt: Date }>()
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>()
  const seen: SeenRequest[] = []
  let endpoint = ''

  const read = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => resolve(Buffer.concat(chunks)))
      request.on('error', reject)
    })
  const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`
  const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

  const server = createServer(async (request, response) => {
    const authorization = request.headers.authorization
    const amzDate = request.headers['x-amz-date'] as string | undefined
    const sha = request.headers['x-amz-content-sha256'] as string | undefined
    const body = await read(request).catch(() => null)
    if (!body) return
    seen.push({ method: request.method!, url: request.url!, authorization, amzDate, sha })
    const expected = amzDate
      ? await new AwsV4Signer({
          method: request.method!,
          url: `${endpoint}${request.url}`,
          headers: { 'x-amz-date': amzDate, 'x-amz-content-sha256': sha ?? '' },
          accessKeyId: S3_TEST_CREDENTIALS.accessKeyId,
          secretAccessKey: S3_TEST_CREDENTIALS.secretAccessKey,
          region: S3_TEST_CREDENTIALS.region,
          service: 's3',
          datetime: amzDate,
        }).sign()
      : null
    // A PUT must sign its payload's hash; any request that names a hash must match it.
    const payloadOk =
      (request.method !== 'PUT' || (sha !== undefined && sha !== 'UNSIGNED-PAYLOAD')) &&
      (sha === undefined || sha === 'UNSIGNED-PAYLOAD' || sha === createHash('sha256').update(body).digest('hex'))
    if (!authorization || authorization !== expected?.headers.get('authorization') || !payloadOk) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
      return
    }
    const url = new URL(request.url!, endpoint)
    await hold?.({ method: request.method!, url })
    const key = url.pathname
    const query = url.searchParams
    if (request.method === 'GET' && query.get('list-type') === '2') {
      const prefix = `${key.replace(/\/$/, '')}/`
      const keys = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort()
      const start = Number(query.get('continuation-token') ?? 0)
      const page = keys.slice(start, start + listPageSize)
      const truncated = start + listPageSize < keys.length
      const contents = page
        .map(
          (name) =>
            `<Contents><Key>${xmlEscape(name.slice(prefix.length))}</Key><LastModified>${objects.get(name)!.modifiedAt.toISOString()}</LastModified></Contents>`,
        )
        .join('')
      const next = truncated ? `<NextContinuationToken>${start + listPageSize}</NextContinuationToken>` : ''
      response.writeHead(200).end(`<ListBucketResult><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`)
    } else if (request.method === 'POST' && query.has('uploads')) {
      const uploadId = randomUUID()
      uploads.set(uploadId, { key, parts: new Map() })
      response.writeHead(200).end(`<InitiateMultipartUploadResult><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`)
    } else if (request.method === 'PUT' && query.has('uploadId')) {
      const upload = uploads.get(query.get('uploadId')!)
      if (!upload || upload.key !== key) return void response.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>')
      upload.parts.set(Number(query.get('partNumber')), body)
      response.writeHead(200, { etag: etagOf(body) }).end()
    } else if (request.method === 'POST' && query.has('uploadId')) {
      const upload = uploads.get(query.get('uploadId')!)
      if (!upload || upload.key !== key) return void response.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>')
      const listed = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]*)<\/ETag>/g)]
      const parts = listed.map(([, number, etag]) => ({ part: upload.parts.get(Number(number)), etag }))
      // Every part but the last must be 5 MiB at least, and named by its ETag.
      const valid =
        parts.length > 0 &&
        parts.every(
          ({ part, etag }, index) => part && etagOf(part) === etag && (index === parts.length - 1 || part.length >= 5 * 1024 * 1024),
        )
      if (!valid) return void response.writeHead(200).end('<Error><Code>InvalidPart</Code></Error>')
      objects.set(key, { body: Buffer.concat(parts.map(({ part }) => part!)), type: undefined, modifiedAt: new Date() })
      uploads.delete(query.get('uploadId')!)
      response.writeHead(200).end('<CompleteMultipartUploadResult></CompleteMultipartUploadResult>')
    } else if (request.method === 'DELETE' && query.has('uploadId')) {
      uploads.delete(query.get('uploadId')!)
      response.writeHead(204).end()
    } else if (request.method === 'PUT') {
      objects.set(key, { body, type: request.headers['content-type'], modifiedAt: new Date() })
      response.writeHead(200).end()
    } else if (request.method === 'GET') {
      const object = objects.get(key)
      if (!object) response.writeHead(404).end()
      else response.writeHead(200, { 'content-type': object.type ?? '', 'content-length': object.body.length }).end(object.body)
    } else if (request.method === 'DELETE') {
      objects.delete(key)
      response.writeHead(204).end()
    } else response.writeHead(405).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    endpoint,
    objects,
    uploads,
    seen,
    config: (bucket: string, secretAccessKey: string = S3_TEST_CREDENTIALS.secretAccessKey) => ({
      bucket,
      endpoint,
      region: S3_TEST_CREDENTIALS.region,
      accessKeyId: S3_TEST_CREDENTIALS.accessKeyId,
      secretAccessKey,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
