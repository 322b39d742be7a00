import { Suspense } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { useSuspenseData } from './suspense-data'

function Shows({ options }: { options: ReturnType<typeof nameQuery> }) {
  return <p>{useSuspenseData(options)}</p>
}

const nameQuery = (queryFn: () => Promise<string>) => queryOptions({ queryKey: ['name'], queryFn, retry: false })

/** The page as the server renders it, every suspended part awaited; `errors` gets what the render reports. */
async function render(client: QueryClient, options: ReturnType<typeof nameQuery>, errors: unknown[] = []): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={client}>
      <Suspense fallback="loading">
        <Shows options={options} />
      </Suspense>
    </QueryClientProvider>,
    { onError: (error) => void errors.push(error) },
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

describe('useSuspenseData in the server render', () => {
  it('reads what a loader put in the cache, without fetching and without an observer', async () => {
    const client = new QueryClient()
    const queryFn = vi.fn(async () => 'fetched')
    client.setQueryData(['name'], 'Ada')
    const built = vi.spyOn(client.getQueryCache(), 'build')
    expect(await render(client, nameQuery(queryFn))).toContain('<p>Ada</p>')
    expect(queryFn).not.toHaveBeenCalled()
    expect(built).not.toHaveBeenCalled()
  })

  it('suspends on a query not loaded yet, fetching it once', async () => {
    const client = new QueryClient()
    const queryFn = vi.fn(async () => 'Grace')
    expect(await render(client, nameQuery(queryFn))).toContain('<p>Grace</p>')
    expect(queryFn).toHaveBeenCalledTimes(1)
  })

  it('throws a failed query’s error (the client renders that part) without asking again', async () => {
    const client = new QueryClient()
    const queryFn = vi.fn(async (): Promise<string> => {
      throw new Error('refused')
    })
    await client.prefetchQuery(nameQuery(queryFn))
    const errors: unknown[] = []
    expect(await render(client, nameQuery(queryFn), errors)).toContain('loading')
    expect(errors).toEqual([new Error('refused')])
    expect(queryFn).toHaveBeenCalledTimes(1)
  })
})
